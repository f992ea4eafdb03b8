// Checking one expectation against the state: returns null when it holds, else expected/actual.
import type { CardRef, Expectation, Player } from "../grammar/ruling/index.ts";
import { checkInvariants, phaseName, view, type CardDb, type GameState } from "../runtime/index.ts";
import { ANYWHERE } from "./decide.ts";

/** A card that resolved (rule 4.3), as it was then. */
export interface Resolution {
  def: string;
  owner: Player;
  label: string;
}

/** What happened so far: the log lines and the resolutions, in order. */
export interface History {
  log: readonly string[];
  resolved: readonly Resolution[];
}

export interface Mismatch {
  expected: string;
  actual: string;
}

const refLabel = (r: CardRef): string =>
  `${r.owner !== undefined ? `${"AB"[r.owner]}'s ` : ""}${r.by === "name" ? `「${r.text}」` : r.text}`;

const bare = (r: CardRef): string => (r.by === "name" ? `「${r.text}」` : r.text);

/** Where two log texts first occur (0-based entries), for a failed `… before …`. */
function firstOccurrences(a: string, at: number, b: string, bt: number): string {
  const where = (t: string, i: number): string =>
    i < 0 ? `"${t}" not found` : `"${t}" first at entry ${i + 1}`;
  return `${where(a, at)}, ${where(b, bt)}`;
}

const WAITING_KIND: Record<string, string> = {
  "go-first": "goFirst",
  dp: "pickDp",
  discard: "handLimit",
  order: "orderTriggers",
  targets: "triggerTargets",
};

export function check(
  e: Expectation,
  s: GameState,
  db: CardDb,
  defOf: Map<CardRef, string>,
  { log, resolved }: History,
): Mismatch | null {
  const name = (id: number): string => {
    const c = s.cards[id]!;
    const d = db.byId.get(c.def);
    return `「${d?.name ?? c.def}」 ${c.def}${c.zone === "points" && !c.faceUp ? " (face down)" : ""}`;
  };
  /** The instance a card expectation is about: on the field first, then anywhere. */
  const find = (r: CardRef): number | undefined => {
    const def = defOf.get(r);
    for (const z of ANYWHERE) {
      const c = s.cards.find(
        (c) => c.def === def && c.zone === z && (r.owner === undefined || c.owner === r.owner),
      );
      if (c) return c.id;
    }
    return undefined;
  };
  const whereIs = (r: CardRef, id: number | undefined): string =>
    id === undefined
      ? `${refLabel(r)} is nowhere`
      : `${refLabel(r)} is in ${"AB"[s.cards[id]!.owner]}'s ${s.cards[id]!.zone}`;
  switch (e.what) {
    case "zone": {
      const ids = s.players[e.player][e.zone] ?? [];
      const list = ids.length === 0 ? "(empty)" : ids.map(name).join(", ");
      const z = `${"AB"[e.player]} ${e.zone}`;
      if (e.mode === "count") {
        const n = e.faceDown ? ids.filter((id) => !s.cards[id]!.faceUp).length : ids.length;
        return n === e.count
          ? null
          : {
              expected: `${z}${e.faceDown ? " face-down" : ""} count ${e.count}`,
              actual: `${n}: ${list}`,
            };
      }
      const defs = e.cards.map((r) => defOf.get(r));
      if (e.mode === "startsWith" || e.mode === "endsWith") {
        // The first (deck: top) or last (deck: bottom) cards of the zone, in order.
        const all = ids.map((id) => s.cards[id]!.def);
        const part = e.mode === "startsWith" ? all.slice(0, defs.length) : all.slice(-defs.length);
        const same = all.length >= defs.length && part.every((d, i) => d === defs[i]);
        const words = e.mode === "startsWith" ? "starts with" : "ends with";
        // The end compared, not a whole 50-card deck: the cards named, one more, and the count.
        const near =
          e.mode === "startsWith" ? ids.slice(0, defs.length + 1) : ids.slice(-defs.length - 1);
        const shown =
          near.length === ids.length
            ? list
            : e.mode === "startsWith"
              ? `${near.map(name).join(", ")}, … (${ids.length} cards)`
              : `(${ids.length} cards) …, ${near.map(name).join(", ")}`;
        return same
          ? null
          : { expected: `${z} ${words} ${e.cards.map(bare).join(", ")}`, actual: shown };
      }
      if (e.mode === "is") {
        const actual = ids.map((id) => s.cards[id]!.def);
        const same = actual.length === defs.length && actual.every((d, i) => d === defs[i]);
        return same ? null : { expected: `${z} is ${e.cards.map(bare).join(", ")}`, actual: list };
      }
      const pool = ids.map((id) => s.cards[id]!.def);
      for (let i = 0; i < defs.length; i++) {
        const at = pool.indexOf(defs[i]!);
        if (e.mode === "hasNo" && at >= 0)
          return { expected: `${z} has no ${bare(e.cards[i]!)}`, actual: list };
        if (e.mode === "has") {
          if (at < 0) return { expected: `${z} has ${e.cards.map(bare).join(", ")}`, actual: list };
          pool.splice(at, 1);
        }
      }
      return null;
    }
    case "stats": {
      const id = find(e.card);
      if (id === undefined)
        return { expected: `${refLabel(e.card)} is ${e.ap}/${e.dp}`, actual: whereIs(e.card, id) };
      const v = view(s);
      const ap = v.ap(id);
      const dp = v.dp(id);
      return ap === e.ap && dp === e.dp
        ? null
        : { expected: `${refLabel(e.card)} is ${e.ap}/${e.dp}`, actual: `${ap}/${dp}` };
    }
    case "state": {
      const id = find(e.card);
      const c = id === undefined ? undefined : s.cards[id]!;
      const actual = c ? (c.rested ? "rested" : "ready") : "";
      return c && actual === e.state
        ? null
        : {
            expected: `${refLabel(e.card)} is ${e.state}`,
            actual: c ? `${actual} (in ${c.zone})` : whereIs(e.card, id),
          };
    }
    case "coins": {
      const id = find(e.card);
      const c = id === undefined ? undefined : s.cards[id]!;
      const n = !c ? -1 : e.name === undefined ? c.coins : (c.counters?.[e.name] ?? 0);
      return n === e.n
        ? null
        : {
            expected: `${refLabel(e.card)} has ${e.n} ${e.name === undefined ? "coin(s)" : `"${e.name}" coin(s)`}`,
            actual: id === undefined ? whereIs(e.card, id) : `${n}`,
          };
    }
    case "attached": {
      const id = find(e.card);
      const c = id === undefined ? undefined : s.cards[id]!;
      const host = e.host ? find(e.host) : undefined;
      const ok = c !== undefined && c.zone === "attached" && c.host === host;
      return ok
        ? null
        : {
            expected: `${refLabel(e.card)} attached to ${e.host ? refLabel(e.host) : "?"}`,
            actual:
              c && c.zone === "attached" ? `attached to ${name(c.host)}` : whereIs(e.card, id),
          };
    }
    case "log": {
      if (e.before !== undefined) {
        // The order of first occurrences (docs/rulings.md): "a, then any later b" would also pass
        // when b first happened before a and again after it.
        const a = log.findIndex((l) => l.includes(e.text));
        const b = log.findIndex((l) => l.includes(e.before!));
        return a >= 0 && b >= 0 && a < b
          ? null
          : {
              expected: `the log has "${e.text}" before "${e.before}" (first occurrences)`,
              actual: firstOccurrences(e.text, a, e.before, b),
            };
      }
      const found = log.some((l) => l.includes(e.text));
      return found !== e.negate
        ? null
        : {
            expected: `the log ${e.negate ? "lacks" : "has"} "${e.text}"`,
            actual: found ? "it is there" : "not found",
          };
    }
    case "invariants": {
      const problems = checkInvariants(s);
      return problems.length === 0
        ? null
        : { expected: "the state keeps its invariants", actual: problems.join("; ") };
    }
    case "resolves": {
      const first = (r: CardRef): number =>
        resolved.findIndex(
          (x) => x.def === defOf.get(r) && (r.owner === undefined || x.owner === r.owner),
        );
      const a = first(e.card);
      const b = first(e.before);
      const order = resolved.length === 0 ? "nothing" : resolved.map((x) => x.label).join(", ");
      return a >= 0 && b >= 0 && a < b
        ? null
        : {
            expected: `${refLabel(e.card)} resolves before ${refLabel(e.before)}`,
            actual: `resolved in order: ${order}`,
          };
    }
    case "winner": {
      const w = s.winner === null ? "none" : s.winner;
      const show = (x: Player | "draw" | "none"): string =>
        typeof x === "number" ? `player ${"AB"[x]}` : x;
      return w === e.winner ? null : { expected: `winner ${show(e.winner)}`, actual: show(w) };
    }
    case "waiting": {
      const p = s.pending;
      const kind = WAITING_KIND[e.decision] ?? e.decision;
      const ok = p.kind !== "over" && p.kind === kind && p.player === e.player;
      return ok
        ? null
        : {
            expected: `waiting for ${"AB"[e.player]} to ${e.decision}`,
            actual: p.kind === "over" ? "game over" : `waiting for ${"AB"[p.player]} to ${p.kind}`,
          };
    }
    case "turn": {
      const phase = phaseName(s.step);
      const ok =
        s.turn === e.turn &&
        s.turnPlayer === e.player &&
        (e.phase === undefined || e.phase === phase);
      return ok
        ? null
        : {
            expected: `turn ${e.turn} of ${"AB"[e.player]}${e.phase ? `, ${e.phase} phase` : ""}`,
            actual: `turn ${s.turn} of ${"AB"[s.turnPlayer]}, ${phase} phase`,
          };
    }
    case "reject":
      return null; // handled with its step by the runner
  }
}
