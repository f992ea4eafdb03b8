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

/**
 * Where two databases' fingerprints would first differ (a path such as `db.byId(map)[3][1].cost`:
 * the fourth entry's value), or undefined when they are the same: the comparison of two
 * fingerprints without writing them. An object both databases hold (the base's definitions and
 * effects, which an extended database shares) is the same text in both and is not walked: its
 * text could differ only through a Map with object keys, and the one such Map is the database's
 * own `effectIds`, compared by the ids each database gives its keys.
 */
export function cardDbDifference(a: CardDb, b: CardDb): string | undefined {
  const ids = (db: CardDb) => [...db.effectIds].map(([k, x]) => [db.effectIds.get(k), x]);
  const rest = (db: CardDb) => ({ ...db, name: undefined, effectIds: undefined });
  return differenceOf(rest(a), rest(b), "db") ?? differenceOf(ids(a), ids(b), "db.effectIds");
}

function differenceOf(x: unknown, y: unknown, at: string): string | undefined {
  if (x === y) return undefined;
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null)
    return JSON.stringify(x) === JSON.stringify(y) ? undefined : at;
  if (x instanceof Map || y instanceof Map) {
    if (!(x instanceof Map && y instanceof Map)) return at;
    for (const m of [x, y])
      for (const k of m.keys())
        if (typeof k === "object")
          throw new Error(`${at}: a Map with object keys; compare fingerprints`);
    return differenceOf([...x], [...y], `${at}(map)`);
  }
  if (x instanceof Set || y instanceof Set) {
    if (!(x instanceof Set && y instanceof Set)) return at;
    return differenceOf([...x], [...y], `${at}(set)`);
  }
  if (Array.isArray(x) !== Array.isArray(y)) return at;
  if (Array.isArray(x)) {
    const ys = y as unknown[];
    if (x.length !== ys.length) return `${at}.length`;
    for (let i = 0; i < x.length; i++) {
      const d = differenceOf(item(x[i]), item(ys[i]), `${at}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  // as JSON.stringify writes them: the fields that have a value, in order
  const fields = (o: object) => Object.entries(o).filter(([, v]) => written(v));
  const xs = fields(x);
  const ys = fields(y);
  if (xs.length !== ys.length) return `${at}{${xs.map(([k]) => k)}} ≠ {${ys.map(([k]) => k)}}`;
  for (let i = 0; i < xs.length; i++) {
    if (xs[i]![0] !== ys[i]![0]) return `${at}.${xs[i]![0]} ≠ .${ys[i]![0]}`;
    const d = differenceOf(xs[i]![1], ys[i]![1], `${at}.${xs[i]![0]}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

/** Whether JSON.stringify writes an object's field with this value. */
const written = (v: unknown): boolean =>
  v !== undefined && typeof v !== "function" && typeof v !== "symbol";
/** An array's item as JSON.stringify writes it (null where it leaves a field out). */
const item = (v: unknown): unknown => (written(v) ? v : null);
