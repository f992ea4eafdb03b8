// The approach phase (rule 8): who may approach and block, and declaring them; first-turn rule
// (8.1), team-up (7.9), tennen (7.4), "approach again" (8.7, R-A-7/8), blocking while rested
// (R-A-5). The battle and the point that follow are battle.ts.
import { card, inReadPass, log, mut, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import {
  activeStatics,
  hasRestriction,
  liveRestrictionsInForce,
  restrictedAgainst,
} from "./continuous.ts";
import {
  enteredThisTurnMayApproach,
  teamUpPartners as teamUpPartnersOf,
  tennenPreventsBlock,
} from "./keywords/index.ts";
import { becameRested, emit } from "./triggers.ts";
import {
  APPROACH_LIMIT_COUNTS_THE_WHOLE_TURN,
  MUST_APPROACH_MAY_WAIT_FOR_OTHERS,
} from "./project-rulings.ts";
import { openPriorityRound } from "./priority.ts";

/** Rule 8.3 / 7.3 / 8.1 / 8.7: may this character approach now? */
export function canApproach(ctx: Ctx, id: number): boolean {
  return approachBar(ctx, id) === null;
}

/**
 * What stops this character approaching now, in the order the rules are checked; null when
 * nothing does. A code, not a message: the legal-move lists ask it of every character, and
 * refusals.ts words it only for a refused decision.
 */
export function approachBar(ctx: Ctx, id: number): ApproachBar | null {
  // [perf: read-only pass memo] a read-only test: hasRestriction reads the continuous effects in
  // force twice (cannotApproach, cannotApproachOrBlock); one computation serves both.
  // [perf: no closure context] approachers and teamUpPartners ask it of every character, inside
  // their pass (ctx.ts inReadPass)
  return inReadPass(ctx, approachBarNow, id);
}

function approachBarNow(ctx: Ctx, id: number): ApproachBar | null {
  const s = ctx.s;
  const c = s.cards[id];
  if (c === undefined) return "no-card";
  if (c.zone !== "main" || c.owner !== s.turnPlayer) return "not-in-main";
  if (c.rested) return "rested";
  if (s.turn === 1) return "first-turn"; // rule 8.1: the first player's first turn
  if (c.approachedTurn === s.turn && !c.approachAgain) return "approached";
  if (c.enteredTurn === s.turn && !enteredThisTurnMayApproach(ctx, id)) return "entered";
  if (hasRestriction(ctx, id, "cannotApproach")) return "forbidden";
  if (approachesLeft(ctx, s.turnPlayer) < 1) return "limited";
  return null;
}

export type ApproachBar =
  | "no-card"
  | "not-in-main"
  | "rested"
  | "first-turn"
  | "approached"
  | "entered"
  | "forbidden"
  | "limited";

/**
 * How many more of `player`'s characters may take part in approaches this turn (Infinity
 * without a limit). Those that already did count — a team-up partner too (rule 7.9), one that has
 * left the field since too — each card once ([project] APPROACH_LIMIT_COUNTS_THE_WHOLE_TURN).
 */
export function approachesLeft(ctx: Ctx, player: PlayerId): number {
  const s = ctx.s;
  // [perf: no garbage] no limit set this game: no array filtered (the answer the filter of an
  // empty list gave)
  if (s.approachLimits === undefined) return Infinity;
  const limits = s.approachLimits.filter((l) => l.player === player && l.turn === s.turn);
  if (limits.length === 0) return Infinity;
  const max = Math.min(...limits.map((l) => l.count - 1));
  let took = 0;
  if (APPROACH_LIMIT_COUNTS_THE_WHOLE_TURN)
    for (const c of s.cards) if (c.owner === player && c.approachedTurn === s.turn) took++;
  return Math.max(0, max - took);
}

/** Rule 7.9: possible team-up partners for an approacher. */
export function teamUpPartners(ctx: Ctx, id: number): number[] {
  // an approach limit with room for one more leaves no room for a partner (rule 7.9: it counts)
  if (approachesLeft(ctx, ctx.s.turnPlayer) < 2) return [];
  // [perf: no closure context] (ctx.ts inReadPass) asked for each approacher of the window's list
  return inReadPass(ctx, partnersThatCanApproach, id);
}

function partnersThatCanApproach(ctx: Ctx, id: number): number[] {
  return teamUpPartnersOf(ctx, id, canApproach);
}

export function approachers(ctx: Ctx): number[] {
  // [perf: no closure context] (ctx.ts inReadPass); a loop, the same cards in the same order as
  // the filter
  return inReadPass(ctx, approachersNow, undefined);
}

function approachersNow(ctx: Ctx): number[] {
  // [perf: per state version] kept in the memo (callers only read the list)
  const kept = ctx.memo?.approachers;
  if (kept) return kept;
  const main = ctx.s.players[ctx.s.turnPlayer].main;
  const out: number[] = [];
  for (let i = 0; i < main.length; i++) if (canApproach(ctx, main[i]!)) out.push(main[i]!);
  if (ctx.memo) ctx.memo.approachers = out;
  return out;
}

/** Characters with "must approach" that still can: the turn player cannot end the phase. */
export function mustApproachPending(ctx: Ctx): boolean {
  // [perf: no closure context] as teamUpPartners (asked once per approacher of the approach
  // window's list); a loop for `some` (the same cards in the same order, stopping at the first)
  return inReadPass(ctx, someMustApproach, undefined);
}

function someMustApproach(ctx: Ctx): boolean {
  const ids = approachers(ctx);
  for (let i = 0; i < ids.length; i++) if (mustApproach(ctx, ids[i]!)) return true;
  return false;
}

/** Does card `c` (-1: none) have to approach? */
function mustApproach(ctx: Ctx, c: number): boolean {
  return c >= 0 && hasRestriction(ctx, c, "mustApproach");
}

/**
 * Why `id` (with `partner`, or -1) may not approach yet beside a character that must approach, or
 * null: [project] MUST_APPROACH_MAY_WAIT_FOR_OTHERS, off, makes that character go first.
 */
export function mustApproachFirst(ctx: Ctx, id: number, partner: number): string | null {
  if (MUST_APPROACH_MAY_WAIT_FOR_OTHERS || !mustApproachPending(ctx)) return null;
  // ([perf: no closure context] `mustApproach`, not a local arrow capturing `ctx`)
  return mustApproach(ctx, id) || mustApproach(ctx, partner)
    ? null
    : "a character that must approach approaches first";
}

export function doApproach(ctx: Ctx, id: number, partner: number): void {
  const s = ctx.s;
  const team = partner >= 0 ? [id, partner] : [id];
  // 休息状態になる: only a ready card becomes rested (an approacher is ready, rule 8.3)
  const rested = team.filter((c) => !card(ctx, c).rested);
  for (const c of team) {
    const m = mut(ctx, c);
    m.rested = true;
    m.approachedTurn = s.turn;
    m.approachAgain = false;
  }
  s.battle = { approacher: id, partner, blocker: -1, blocked: false, dpOf: id };
  if (ctx.keepsEvents) log(ctx, { ev: "approach", card: id, partner });
  emit(ctx, { type: "approaches", card: id, player: s.turnPlayer });
  becameRested(ctx, rested);
  s.step = "approachWindow";
  openPriorityRound(ctx); // rule 8.3
}

/** Rule 8.4: the defender's possible blockers. */
export function blockers(ctx: Ctx): number[] {
  // [perf: per state version] kept in the memo like the approachers (callers only read the list;
  // flow.ts's block step settles its memo when the game waits there)
  return inReadPass(ctx, blockersKept, undefined);
}

function blockersKept(ctx: Ctx): number[] {
  return (ctx.memo!.blockers ??= blockersNow(ctx));
}

function blockersNow(ctx: Ctx): number[] {
  const s = ctx.s;
  if (!s.battle) return [];
  // [perf: no closure context] what every candidate shares, computed once as blockBars did, then a
  // loop over the defender's characters (the same cards in the same order as the filter) asking
  // a module-level test: no closure over the battle per block step, none per card
  const attackers = battleAttackers(ctx);
  const unblockable = someUnblockable(ctx, attackers);
  const against = againstInForce(ctx);
  const main = s.players[(1 - s.turnPlayer) as PlayerId].main;
  const out: number[] = [];
  for (let i = 0; i < main.length; i++)
    if (barOf(ctx, main[i]!, attackers, unblockable, against) === null) out.push(main[i]!);
  return out;
}

export type BlockBar =
  | "no-battle"
  | "no-card"
  | "not-in-main"
  | "unblockable"
  | "rested"
  | "forbidden"
  | "forbidden-against"
  | "tennen";

/** What stops a card blocking this approach, as approachBar; null when nothing does. */
export function blockBar(ctx: Ctx, id: number): BlockBar | null {
  // [perf: read-only pass memo] read-only, as blockers() (ctx.ts inReadPass)
  return ctx.s.battle ? inReadPass(ctx, blockBarNow, id) : "no-battle";
}

function blockBarNow(ctx: Ctx, id: number): BlockBar | null {
  const attackers = battleAttackers(ctx);
  return barOf(ctx, id, attackers, someUnblockable(ctx, attackers), againstInForce(ctx));
}

/** Can one of the attackers not be blocked? */
function someUnblockable(ctx: Ctx, attackers: readonly number[]): boolean {
  for (let i = 0; i < attackers.length; i++)
    if (attackerUnblockable(ctx, attackers[i]!)) return true;
  return false;
}

/** Is a restriction between two cards (`against`) in force: a modifier, a live one, a text's? */
function againstInForce(ctx: Ctx): boolean {
  return (
    ctx.s.mods.some((m) => m.againstRef !== undefined) ||
    liveRestrictionsInForce(ctx).length > 0 ||
    activeStatics(ctx).restriction?.some(({ e }) => e.against !== undefined) === true
  );
}

/**
 * The block test of card `id` for the current battle, given what all candidates share: the
 * attackers, whether one is unblockable, whether an `against` restriction is in force.
 */
function barOf(
  ctx: Ctx,
  id: number,
  attackers: readonly number[],
  unblockable: boolean,
  hasAgainst: boolean,
): BlockBar | null {
  const s = ctx.s;
  const c = s.cards[id];
  if (c === undefined) return "no-card";
  if (c.zone !== "main" || c.owner === s.turnPlayer) return "not-in-main";
  if (unblockable) return "unblockable";
  if (c.rested && !hasRestriction(ctx, id, "canBlockWhileRested")) return "rested";
  if (hasRestriction(ctx, id, "cannotBlock")) return "forbidden";
  if (hasAgainst)
    for (let i = 0; i < attackers.length; i++)
      if (blockForbiddenBetween(ctx, attackers[i]!, id)) return "forbidden-against";
  for (let i = 0; i < attackers.length; i++)
    if (tennenPreventsBlock(ctx, attackers[i]!, id)) return "tennen";
  return null;
}

/** The approaching character and its team-up partner, if any. */
export function battleAttackers(ctx: Ctx): number[] {
  const b = ctx.s.battle!;
  return b.partner >= 0 ? [b.approacher, b.partner] : [b.approacher];
}

export function attackerUnblockable(ctx: Ctx, attacker: number): boolean {
  return card(ctx, attacker).zone === "main" && hasRestriction(ctx, attacker, "cannotBeBlocked");
}

export function doBlock(ctx: Ctx, id: number): void {
  const s = ctx.s;
  const b = s.battle!;
  // a character that can block while rested does not become rested (PM_KG 01-055)
  const wasReady = !card(ctx, id).rested;
  mut(ctx, id).rested = true;
  s.battle = { ...b, blocker: id, blocked: true };
  log(ctx, { ev: "block", card: id });
  emit(ctx, { type: "blocks", card: id, player: card(ctx, id).owner });
  emit(ctx, { type: "isBlocked", card: b.approacher, player: s.turnPlayer, blocker: id });
  if (wasReady) becameRested(ctx, [id]);
  s.step = b.partner >= 0 ? "pickDp" : "blockWindow";
  openPriorityRound(ctx); // rule 8.4
}

export function doNoBlock(ctx: Ctx): void {
  if (ctx.keepsEvents) log(ctx, { ev: "noBlock", player: (1 - ctx.s.turnPlayer) as PlayerId });
  ctx.s.step = "battle";
}

/** Restrictions limited to some cards (`restrict … against`, e.g. 「早坂 愛」を妨害できない). */
export function blockForbiddenBetween(ctx: Ctx, attacker: number, blocker: number): boolean {
  return (
    restrictedAgainst(ctx, blocker, "cannotBlock", attacker) ||
    restrictedAgainst(ctx, attacker, "cannotBeBlocked", blocker)
  );
}
