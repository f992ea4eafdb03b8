// `memoria simulate --text-usage`: how often each encoded text of the cards in the decks was used
// over a run, and the texts no game used, with the reason when the log shows it. A text is used
// when it resolves (a triggered or activated text, an event's text: the `resolve` event names the
// text), or, for a continuous text, when its card is on the field (it applies there, rule 6).
import { printedNames, type CardDb, type CardDef } from "../runtime/index.ts";
import type { UsageTotal } from "../simulation/tallies/text-usage.ts";

export interface TextUsage {
  /** `id#k` → uses over the run, for every text of every card in the decks. */
  uses: Map<string, number>;
  /** Cards in the decks whose instances reached the field, were played, or were drawn. */
  entered: Set<string>;
  played: Set<string>;
  drawn: Set<string>;
  /** Card id → the names of the cards of every deck it is in (the names its texts can find). */
  beside: Map<string, Set<string>>;
}

export function newUsage(db: CardDb, decks: readonly (readonly string[])[]): TextUsage {
  const uses = new Map<string, number>();
  for (const id of new Set(decks.flat())) {
    const def = db.byId.get(id);
    (def?.abilities ?? []).forEach((_, k) => uses.set(`${id}#${k}`, 0));
  }
  const beside = new Map<string, Set<string>>();
  for (const deck of decks) {
    const names = deck.flatMap((id) => {
      const def = db.byId.get(id);
      return def ? printedNames(def.name) : [];
    });
    for (const id of deck) beside.set(id, new Set([...(beside.get(id) ?? []), ...names]));
  }
  return { uses, entered: new Set(), played: new Set(), drawn: new Set(), beside };
}

/**
 * The run's usage from its text-usage total (simulation/tallies/text-usage.ts): only the texts of
 * the cards in the run's decks count (a total may name others, e.g. a token's).
 */
export function usageFrom(
  db: CardDb,
  decks: readonly (readonly string[])[],
  total: UsageTotal,
): TextUsage {
  const u = newUsage(db, decks);
  for (const [key, n] of Object.entries(total.uses))
    if (u.uses.has(key)) u.uses.set(key, u.uses.get(key)! + n);
  for (const id of total.entered) u.entered.add(id);
  for (const id of total.played) u.played.add(id);
  for (const id of total.drawn) u.drawn.add(id);
  return u;
}

/** Keys of a filter whose value is a filter again: its names are looked for too (the support a
 * character carries, `carries: { name }`, as much as the character's own name). */
const NESTED_FILTER_KEYS = new Set(["anyOf", "not", "carries"]);

/** The card names a text's filters look for (not the names of its bindings, `chosen1`). */
function filterNames(value: unknown, inFilter = false, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) filterNames(v, inFilter, out);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) {
      if (inFilter && k === "name" && typeof v === "string") out.push(v);
      else filterNames(v, k === "filter" || (inFilter && NESTED_FILTER_KEYS.has(k)), out);
    }
  return out;
}

/** Why a text was never used, as far as the log tells. */
function reason(u: TextUsage, id: string, def: CardDef, k: number): string {
  const a = def.abilities![k]!;
  // a name the text looks for (a filter's `name`) that no card of its decks has
  const names = filterNames(a);
  const wanted = [...new Set(names)].filter((n) => n !== def.name);
  const missing = wanted.filter((n) => !u.beside.get(id)?.has(n));
  const absent =
    wanted.length > 0 && missing.length === wanted.length
      ? `; no card of its decks is named ${missing.map((n) => `「${n}」`).join(" or ")}`
      : "";
  return plainReason(u, id, def, a) + absent;
}

function plainReason(
  u: TextUsage,
  id: string,
  def: CardDef,
  a: NonNullable<CardDef["abilities"]>[number],
): string {
  if (!u.drawn.has(id)) return "the card never left the deck";
  if (def.kind === "event") return u.played.has(id) ? "played, text not resolved" : "never played";
  if (!u.entered.has(id)) return "the card never reached the field";
  if (a.kind === "triggered") return `on the field, but its trigger (${a.on.event}) never fired`;
  if (a.kind === "activated") return "on the field, but never activated";
  return "on the field, but never applied";
}

export function formatUsage(u: TextUsage, db: CardDb): string {
  const rows = [...u.uses].sort(([a], [b]) => (a < b ? -1 : 1));
  const never = rows.filter(([, n]) => n === 0);
  const out = [
    `texts used:            ${rows.length - never.length} of ${rows.length} (texts of the cards in the decks)`,
  ];
  if (never.length > 0) {
    out.push(`texts never used (${never.length}):`);
    for (const [key] of never) {
      const [id, k] = key.split("#") as [string, string];
      const def = db.byId.get(id)!;
      out.push(
        `  ${key} 「${def.name}」 (${def.abilities![Number(k)]!.kind}): ${reason(u, id, def, Number(k))}`,
      );
    }
  }
  out.push("uses per text:");
  for (const [key, n] of rows) out.push(`  ${key} ${n}`);
  return out.join("\n");
}
