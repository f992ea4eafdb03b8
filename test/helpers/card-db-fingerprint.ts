// Everything a card database holds, as text: its maps and sets entry by entry in order, every card
// definition in full, effects by their ids. Two databases with the same fingerprint (names aside)
// give the engine the same answers.
import type { CardDb } from "../../runtime/index.ts";

export function cardDbFingerprint(db: CardDb): string {
  return JSON.stringify({ ...db, name: undefined }, (_key, v: unknown) =>
    v instanceof Map
      ? { map: [...v].map(([k, x]) => [typeof k === "object" ? db.effectIds.get(k) : k, x]) }
      : v instanceof Set
        ? { set: [...(v as Set<unknown>)] }
        : v,
  );
}
