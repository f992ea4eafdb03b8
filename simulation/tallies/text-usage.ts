// `--text-usage` as a tally: how many times each text (`id#k`) was used over the run, and which
// cards were drawn, played or reached the field, as plain JSON. A text is used when it resolves
// (the `resolve` event names it; not a delayed effect's), or, for a continuous text, when its card
// enters the field (rule 6). cli/text-usage.ts keeps the texts of the run's decks and formats them.
import type { CardDef, GameEvent, GameState } from "../../runtime/index.ts";
import type { CardDb } from "../../runtime/index.ts";
import type { Tally } from "../tally.ts";

export interface UsageTotal {
  /** `id#k` → uses; a text never used may be absent (the formatter lists every text). */
  uses: Record<string, number>;
  /** Card ids, sorted: reached the field / were played / left the deck. */
  entered: string[];
  played: string[];
  drawn: string[];
}

const bump = (uses: Record<string, number>, key: string): void => {
  uses[key] = (uses[key] ?? 0) + 1;
};

/** The sorted union of two sorted id lists. */
function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

/** One game's uses, read from its log. */
export function gameUsage(db: CardDb, events: readonly GameEvent[], final: GameState): UsageTotal {
  const uses: Record<string, number> = {};
  const entered = new Set<string>();
  const played = new Set<string>();
  // Cards by their database key (what decks list), not `def.id`: the built-in samples have none.
  const defOf = (instance: number): { key: string; def: CardDef } | undefined => {
    const c = final.cards[instance];
    const def = c === undefined ? undefined : db.byId.get(c.def);
    return def && { key: c!.def, def };
  };
  for (const e of events) {
    if (e.ev === "resolve") {
      const card = defOf(e.card);
      if (!card) continue;
      if (e.what === "event" || e.what === "character" || e.what === "support")
        played.add(card.key);
      if (e.text >= 0 && e.what !== "delayed") bump(uses, `${card.key}#${e.text}`);
    } else if (e.ev === "enter" || e.ev === "attach") {
      const card = defOf(e.card);
      if (!card) continue;
      entered.add(card.key);
      (card.def.abilities ?? []).forEach((a, k) => {
        if (a.kind === "continuous" || a.kind === "host") bump(uses, `${card.key}#${k}`);
      });
    }
  }
  const drawn = new Set(final.cards.filter((c) => c.zone !== "deck").map((c) => c.def));
  return {
    uses,
    entered: [...entered].sort(),
    played: [...played].sort(),
    drawn: [...drawn].sort(),
  };
}

/** Both totals' uses summed, keys in sorted order (a total's JSON does not depend on the order). */
function mergeUsage(a: UsageTotal, b: UsageTotal): UsageTotal {
  const sum = new Map(Object.entries(a.uses));
  for (const [k, n] of Object.entries(b.uses)) sum.set(k, (sum.get(k) ?? 0) + n);
  return {
    uses: Object.fromEntries([...sum].sort(([x], [y]) => (x < y ? -1 : 1))),
    entered: union(a.entered, b.entered),
    played: union(a.played, b.played),
    drawn: union(a.drawn, b.drawn),
  };
}

export const textUsageTally: Tally<UsageTotal> = {
  name: "text-usage",
  needsEvents: true,
  empty: () => ({ uses: {}, entered: [], played: [], drawn: [] }),
  add(total, { db, record }) {
    const merged = mergeUsage(total, gameUsage(db, record.events, record.final));
    Object.assign(total, merged);
  },
  merge: mergeUsage,
};
