// State invariants checked by property tests and `simulate`: every card in exactly one place,
// at most 5 in a main area (rule 6.1), one copy of a card per field (6.2), supports on a host on
// the field (6.4), AP/DP = printed + coins + modifiers (7.10), face-up only in the point pile
// (so "points" is always the pile size: there is no separate counter to disagree with it), and
// every coin count — +10/+10 coins and named coins on a card, coins a player holds — a
// non-negative safe integer (a name looked up through the object prototype once stored
// "function Object() { [native code] }2" there, issue 14).
// Written to be cheap enough to run after every step of every simulated game.
import { getDb } from "./cards/database.ts";
import { PLAYER_ZONES, readCtx, sameKeyOf } from "./core/ctx.ts";
import type { GameState } from "./core/state.ts";
import { activeStatics, currentAp, currentDp } from "./rules/continuous.ts";
import { COIN_VALUE, MAIN_AREA_SLOTS, STAT_LAYERS } from "./rules/project-rulings.ts";
import { select, selectorIncludes } from "./rules/selectors.ts";

const ZONES = PLAYER_ZONES;
const NONE: readonly number[] = [];

export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  const db = getDb(s.db);
  if (!db) return [`unknown card db ${s.db}`];
  const ctx = readCtx(s, db);
  out.push(...coinCountProblems(s));
  const n = s.cards.length;
  const seen = new Uint8Array(n);
  const owned = [0, 0];
  for (const c of s.cards) owned[c.owner]!++;
  for (const p of [0, 1] as const) {
    if (owned[p] !== 60) out.push(`player ${p} owns ${owned[p]} cards, not 60`);
    const ps = s.players[p];
    for (const z of ZONES)
      for (const id of ps[z] ?? NONE) {
        const c = s.cards[id];
        if (!c) {
          out.push(`unknown card ${id} in player ${p}'s ${z}`);
          continue;
        }
        if (seen[id]) out.push(`card ${id} is in two places (one is ${z})`);
        seen[id] = 1;
        if (c.zone !== z) out.push(`card ${id} says ${c.zone} but sits in ${z}`);
        if (c.owner !== p) out.push(`card ${id} of player ${c.owner} is in player ${p}'s ${z}`);
      }
    if (ps.main.length > MAIN_AREA_SLOTS)
      out.push(`player ${p} has ${ps.main.length} characters in the main area`);
    const field = ps.main.length + ps.support.length;
    for (let i = 0; i < field; i++)
      for (let j = i + 1; j < field; j++) {
        const a = i < ps.main.length ? ps.main[i]! : ps.support[i - ps.main.length]!;
        const b = j < ps.main.length ? ps.main[j]! : ps.support[j - ps.main.length]!;
        if (sameKeyOf(ctx, a) === sameKeyOf(ctx, b))
          out.push(`player ${p} has two copies of the same card on the field (${a}, ${b})`);
      }
    for (const a of ps.attached) {
      const h = s.cards[s.cards[a]!.host];
      if (!h || (h.zone !== "main" && h.zone !== "support") || h.owner !== p)
        out.push(`support ${a} is not on a character of its owner`);
    }
  }
  // A declared card waits on the stack; a broken card (rule 7.5) stays in its point pile.
  for (const it of s.stack) if (s.cards[it.source]?.zone === "stack") markStack(it.source);
  // the resolving item, and those paused while a replacement resolves (replacement-resolution.ts)
  for (const r of [s.resolving, ...(s.suspended ?? [])])
    if (r && s.cards[r.item.source]?.zone === "stack") markStack(r.item.source);
  function markStack(id: number): void {
    if (seen[id]) out.push(`card ${id} is in two places (one is the stack)`);
    seen[id] = 1;
  }
  for (let id = 0; id < n; id++) {
    const c = s.cards[id]!;
    if (!seen[id]) out.push(`card ${id} is nowhere (zone ${c.zone})`);
    if (c.faceUp && c.zone !== "points") out.push(`card ${id} is face up outside the point pile`);
  }
  for (const m of s.mods) {
    const z = s.cards[m.card]?.zone;
    if (z !== "main" && z !== "support")
      out.push(`modifier on card ${m.card} which is not on the field`);
  }
  // Rule 7.10: AP/DP are exactly printed + coins + recorded modifiers + continuous stat texts.
  const statics = activeStatics(ctx);
  // STAT_LAYERS: whether continuous stat texts add on top of a set layer
  const textsOnTop = STAT_LAYERS !== "set-then-later-modifiers";
  for (const p of [0, 1] as const)
    for (const id of s.players[p].main) {
      const c = s.cards[id]!;
      const def = db.byId.get(c.def)!;
      let ap = (def.ap ?? 0) + c.coins * COIN_VALUE;
      let dp = (def.dp ?? 0) + c.coins * COIN_VALUE;
      // Set layers (STAT_LAYERS): the latest fixes the value; later modifiers and coins add.
      let apSet = false;
      let dpSet = false;
      for (const m of s.mods)
        if (m.card === id) {
          const later = (c.coins - (m.coinsAt ?? c.coins)) * COIN_VALUE;
          if (m.setAp !== undefined) ((ap = m.setAp + later), (apSet = true));
          if (m.setDp !== undefined) ((dp = m.setDp + later), (dpSet = true));
          ((ap += m.ap), (dp += m.dp));
        }
      for (const { e, scope } of statics.stats ?? [])
        if (selectorIncludes(ctx, e.who, scope, id)) {
          const times = e.per ? select(ctx, e.per, scope).length : 1; // 「…1枚につき」
          if (!apSet || textsOnTop) ap += e.ap * times;
          if (!dpSet || textsOnTop) dp += e.dp * times;
        }
      if (currentAp(ctx, id) !== ap || currentDp(ctx, id) !== dp)
        out.push(`card ${id} AP/DP disagree with printed + coins + modifiers`);
    }
  return out;
}

const isCount = (x: unknown): boolean => Number.isSafeInteger(x) && (x as number) >= 0;
const shown = (x: unknown): string => (typeof x === "string" ? JSON.stringify(x) : String(x));

/** Every coin count that is not a non-negative safe integer, on a card or held by a player. */
function coinCountProblems(s: GameState): string[] {
  const out: string[] = [];
  // Own keys only: a record's prototype is not a coin of the card or the player.
  const named = (where: string, coins: Readonly<Record<string, number>> | undefined): void => {
    for (const [name, count] of Object.entries(coins ?? {}))
      if (!isCount(count))
        out.push(`${where} has ${shown(count)} of coin 「${name}」, not a count`);
  };
  for (const c of s.cards) {
    if (!isCount(c.coins)) out.push(`card ${c.id} has ${shown(c.coins)} coins, not a count`);
    named(`card ${c.id}`, c.counters);
  }
  for (const p of [0, 1] as const) named(`player ${p}`, s.players[p].coins);
  return out;
}
