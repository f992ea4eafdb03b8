// The turn and priority state machine (rules 3, 4, 8). `advance` runs every automatic step
// (draws, readying, resolutions, battles, win checks) until the game waits for exactly one
// decision of one player, or is over. It is the single queue loop of the engine.
import { startReplacement } from "./replacement-resolution.ts";
import type { TriggeredAbility } from "../cards/definition.ts";
import {
  card,
  defOf,
  log,
  mut,
  newMemo,
  own,
  ownPush,
  withMemo,
  withOwnMemo,
  type Ctx,
} from "../core/ctx.ts";
import type { PlayerId, StackItem, Step } from "../core/state.ts";
import { approachers, blockers, doNoBlock } from "./approach.ts";
import { doBattleStep } from "./battle.ts";
import { anyDeclaration, noCardDeclarable } from "./legal-priority.ts";
import {
  AUTO_PASS_WHEN_ONLY_PASS,
  BREAKS_AFTER_POINT_TRIGGERS,
  CREATED_TRIGGER_LASTS_THIS_TURN,
  HAND_LIMIT,
  TRIGGERS_ARE_NOT_LAST_DECLARATIONS,
  teamUpDpChooser,
  triggerOrderer,
} from "./project-rulings.ts";
import { openPriorityRound, priorityAfterResolution } from "./priority.ts";
import { finishResolution, resolveTop, runWork } from "./resolution.ts";
import { stackTop } from "./timing.ts";
import { candidates } from "./targets.ts";
import { emit } from "./triggers.ts";
import { checkWin } from "./win.ts";
import { drawCards, moveCard } from "./zones.ts";
import { endMainPhaseDurations, endsAtCleanup } from "./durations.ts";
import { hasRestriction } from "./continuous.ts";

const other = (p: PlayerId): PlayerId => (1 - p) as PlayerId;

/** Rule 3.1 begins; the previous turn's flags are cleared. */
export function beginTurn(ctx: Ctx, p: PlayerId): void {
  const s = ctx.s;
  s.turn++;
  s.turnPlayer = p;
  s.usedThisTurn = [];
  s.playedThisTurn = [[], []];
  if (s.eventsThisTurn) s.eventsThisTurn = undefined; // not `delete`: one shape (see cleanup)
  s.step = "start";
  s.battle = null;
  if (ctx.keepsEvents) log(ctx, { ev: "turn", player: p, turn: s.turn });
}

function startPhase(ctx: Ctx): void {
  const s = ctx.s;
  const p = s.turnPlayer;
  drawCards(ctx, p, s.turn === 1 ? 1 : 2, true); // rule 3.1: the first player's first turn draws 1
  const ps = s.players[p];
  for (const zone of [ps.main, ps.support, ps.attached])
    for (const id of zone)
      if (card(ctx, id).rested && readiesAtStart(ctx, id)) mut(ctx, id).rested = false;
  emit(ctx, { type: "startOfTurn", card: -1, player: p });
  s.step = "startResolve";
}

/** Rule 3.1: a card that "does not become ready" (DOES_NOT_READY_STOPS_EFFECTS) stays rested. */
function readiesAtStart(ctx: Ctx, id: number): boolean {
  // [perf: read-only pass memo] per card, not over the loop: readying a card is a write that a
  // continuous text's condition may read, so the next card's test must see it.
  return withMemo(
    ctx,
    () => !hasRestriction(ctx, id, "doesNotReady") && !hasRestriction(ctx, id, "notReadiedAtStart"),
  );
}

function endPhase(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, { type: "endOfTurn", card: -1, player: s.turnPlayer });
  // Delayed effects ("at end of turn, …") trigger now, in creation order. Triggers created for
  // this turn stay until cleanup (the end phase is still this turn).
  for (const d of s.delayed)
    if (!d.created)
      ownPush(ctx, "triggers", {
        controller: d.controller,
        source: d.source,
        ability: -1,
        eventCard: -1,
        effect: d.effect,
        ...(d.chosen ? { chosen: d.chosen } : {}),
      });
  s.delayed = s.delayed.some((d) => d.created) ? s.delayed.filter((d) => d.created) : [];
  s.step = "endResolve";
}

/** Rule 3.4: "until end of turn" ends and the turn passes. */
function cleanup(ctx: Ctx): void {
  const s = ctx.s;
  // rule 3.4: "until end of turn" ends, and what lasts to the end of this turn of the opponent
  // or to a battle that did not come (durations.ts)
  if (s.mods.some((m) => endsAtCleanup(m, s.turn)))
    s.mods = s.mods.filter((m) => !endsAtCleanup(m, s.turn));
  for (const p of [0, 1] as const)
    for (const id of s.players[p].main)
      if (card(ctx, id).approachAgain) mut(ctx, id).approachAgain = false;
  s.nextCost = s.nextCost.filter(() => true);
  if (s.enteredByPlay) s.enteredByPlay = undefined; // not `delete`: the state keeps one shape (speed)
  if (s.readiedByEffect) s.readiedByEffect = undefined;
  // a play ban past this turn stays until the cleanup of the turn it ends with (its `ends`)
  if (s.playBans) {
    const later = s.playBans.filter((b) => b.ends !== undefined && b.ends > s.turn);
    s.playBans = later.length > 0 ? later : undefined;
  }
  if (s.playPermits) s.playPermits = undefined;
  if (s.approachLimits) s.approachLimits = undefined;
  // rule 4.7: a live restriction "until end of turn" ends here too (liveRestrictionsInForce also
  // reads the turn, so this only keeps the list short)
  if (s.liveRestrictions?.some((l) => endsAtCleanup(l, s.turn)))
    s.liveRestrictions = s.liveRestrictions.filter((l) => !endsAtCleanup(l, s.turn));
  // CREATED_TRIGGER_LASTS_THIS_TURN: triggers created "this turn" end with it.
  if (s.delayed.some((d) => d.created) && CREATED_TRIGGER_LASTS_THIS_TURN)
    s.delayed = s.delayed.filter((d) => !d.created);
  beginTurn(ctx, other(s.turnPlayer));
}

/** Put collected triggers on the stack, asking for order / targets when needed (rule 4.4). */
function placeTriggers(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.triggers.length > 1 && !s.triggersOrdered) {
    s.pending = {
      kind: "orderTriggers",
      player: triggerOrderer(s.turnPlayer),
      items: s.triggers.map((_, i) => i),
    };
    return true;
  }
  const t = s.triggers[0]!;
  if (t.effect < 0) {
    const a = defOf(ctx, t.source).abilities?.[t.ability] as TriggeredAbility;
    const specs = a.targets ?? [];
    const scope = { source: t.source, controller: t.controller, eventCard: t.eventCard };
    if (specs.some((sp) => candidates(ctx, sp, scope).length > 0)) {
      s.pending = { kind: "triggerTargets", player: t.controller, trigger: t };
      return true;
    }
  }
  pushTrigger(ctx, []);
  return false;
}

/** Push the single queued trigger with its declared targets. */
export function pushTrigger(ctx: Ctx, targets: number[][]): void {
  const s = ctx.s;
  const t = own(ctx, "triggers").shift()!;
  if (s.triggers.length === 0) s.triggersOrdered = false;
  const item: StackItem = {
    uid: s.nextUid++,
    controller: t.controller,
    source: t.source,
    kind: t.effect >= 0 ? "delayed" : "trigger",
    ability: t.ability,
    effect: t.effect,
    targets: t.chosen ? t.chosen.targets : targets,
    area: "main",
    host: -1,
    eventCard: t.eventCard,
  };
  if (t.chosen) item.vars = t.chosen.vars;
  ownPush(ctx, "stack", item);
  if (ctx.keepsEvents) log(ctx, { ev: "trigger", card: t.source });
  // Rule 4.4: it can be responded to, as a declaration by its controller; but it is not the last
  // declaration that rule 4.1 gives the opponent priority after (TRIGGERS_ARE_NOT_LAST_DECLARATIONS).
  s.priority = other(t.controller);
  s.passes = 0;
  if (!TRIGGERS_ARE_NOT_LAST_DECLARATIONS) s.lastDeclarer = t.controller;
}

/**
 * Rule 7.5: the owner of the first break candidate is asked about theirs. [perf: no closure
 * context] a function of its own: the filter's arrow captures `ctx` and `owner`, and V8 allocated
 * a context for them on every `advance` call.
 */
function askBreak(ctx: Ctx): void {
  const s = ctx.s;
  const owner = card(ctx, s.breaks[0]!).owner;
  s.pending = {
    kind: "break",
    player: owner,
    options: s.breaks.filter((b) => card(ctx, b).owner === owner),
  };
}

/** Run automatic steps until a decision is needed or the game is over. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 100000; guard++) {
    if (checkWin(ctx)) return;
    if (s.resolving) {
      if (s.resolving.waiting >= 0) return;
      if (runWork(ctx)) {
        finishResolution(ctx);
        continue;
      }
      if (!s.replacing || s.resolving.waiting >= 0) return;
    }
    // a replacement that took an event resolves at once (REPLACEMENT_EFFECTS)
    if (s.replacing) {
      startReplacement(ctx);
      continue;
    }
    if (s.triggers.length > 0) {
      if (placeTriggers(ctx)) return;
      continue;
    }
    if (s.breaks.length > 0 && (s.stack.length === 0 || !BREAKS_AFTER_POINT_TRIGGERS)) {
      askBreak(ctx);
      return;
    }
    if (runStep(ctx) === WAITS) return;
  }
  throw new Error("advance: no decision reached (engine loop guard)");
}

/** What a step did: WAITS when the game now waits for a decision (or is over), else GOES_ON. */
type StepResult = typeof WAITS | typeof GOES_ON;
type StepRun = (ctx: Ctx) => StepResult;
const WAITS = true;
const GOES_ON = false;

/**
 * A priority window (rule 4.1): two passes in a row resolve the newest stack item (declining to
 * respond: then the count starts again and priority is with the opponent of the last declarer,
 * priority.ts), or with an empty stack close the window and move on to `next`. A window with
 * nothing to do but pass is passed automatically (AUTO_PASS_WHEN_ONLY_PASS).
 */
function priorityWindow(next: Step, phase?: "approach"): StepRun {
  return (ctx) => {
    const s = ctx.s;
    if (s.passes >= 2) {
      s.passes = 0;
      if (s.stack.length > 0) {
        resolveTop(ctx); // a text's resolution finishes in finishResolution, which sets it again
        priorityAfterResolution(ctx);
        return GOES_ON;
      }
      // rule 3.2: the main phase's last window closed; its changes end with it
      if (s.step === "main") endMainPhaseDurations(ctx);
      s.step = next;
      if (phase && ctx.keepsEvents) log(ctx, { ev: "phase", phase });
      return GOES_ON;
    }
    const p = s.priority;
    // Only whether there is a declaration is asked here (the first found stops the walk); the list
    // is made when an agent asks for it (legal.ts), reading what this pass derived (continuous
    // effects, payments), which is kept for this state if the game waits here.
    // [perf: no walk after one's own declaration] rule 4.2: nobody responds to their own
    // declaration, so with p's item on top the walk finds nothing (forEachSource stops there at
    // once): no memo and no walk for the window; nor in a window no card of the game can be
    // declared in (legal-priority.ts noCardDeclarable)
    const top = stackTop(s);
    const memo =
      (top !== undefined && top.controller === p) || noCardDeclarable(ctx, p) ? null : newMemo();
    const any = memo !== null && withOwnMemo(ctx, memo, anyDeclaration, p);
    if (AUTO_PASS_WHEN_ONLY_PASS && !any) {
      // not a decision, but shown (4.1)
      if (ctx.keepsEvents) log(ctx, { ev: "pass", player: p, auto: true });
      s.passes++;
      s.priority = other(p);
      return GOES_ON;
    }
    s.pending = { kind: "priority", player: p };
    ctx.settles = memo; // nothing changes after this but `pending`, which no derived data reads
    return WAITS;
  };
}

/** Rule 3.1 / 3.4: start- and end-phase triggers resolve without priority windows [project]. */
function resolveWithoutWindows(ctx: Ctx): typeof GOES_ON {
  const s = ctx.s;
  if (s.stack.length > 0) resolveTop(ctx);
  else if (s.step === "startResolve") {
    s.step = "main";
    openPriorityRound(ctx);
    if (ctx.keepsEvents) log(ctx, { ev: "phase", phase: "main" });
  } else s.step = "handLimit";
  return GOES_ON;
}

// The priority windows of the turn's steps, each with the step that follows when both pass.
const mainWindow = priorityWindow("approachDeclare", "approach");
const approachWindow = priorityWindow("block");
const blockWindow = priorityWindow("battle");
const battleWindow = priorityWindow("approachDeclare");

/**
 * What `advance` does in the current step (of the turn, or of the game's set-up). [perf: a switch]
 * It was a table read as `STEPS[s.step]`: a keyed load that sees more than four keys at one place
 * is megamorphic in V8 (a stub-cache probe), ~1.4 % of a seed game's CPU at that line under `perf`;
 * a Map's `get` cost as much (its hash-table probe). A switch compares the step's interned name
 * with each case's; the steps a game passes most come first. Every step has its case (`default`
 * checks the switch exhaustive over Step: a new step is a type error here until it has one).
 */
function runStep(ctx: Ctx): StepResult {
  switch (ctx.s.step) {
    case "main":
      return mainWindow(ctx);
    case "approachDeclare":
      return approachDeclare(ctx);
    case "approachWindow":
      return approachWindow(ctx);
    case "block":
      return blockStep(ctx);
    case "blockWindow":
      return blockWindow(ctx);
    case "battle":
      doBattleStep(ctx);
      return GOES_ON;
    case "battleWindow":
      return battleWindow(ctx);
    case "start":
      startPhase(ctx);
      return GOES_ON;
    case "startResolve":
    case "endResolve":
      return resolveWithoutWindows(ctx);
    case "end":
      endPhase(ctx);
      return GOES_ON;
    case "handLimit":
      return handLimit(ctx);
    case "cleanup":
      cleanup(ctx);
      return GOES_ON;
    case "pickDp":
      return pickDp(ctx);
    case "chooseFirst":
    case "mulligan":
    case "over":
      return WAITS;
    default:
      // only a state made by hand reaches this (apply reports it as an internal error)
      throw new Error(`advance: unknown step ${JSON.stringify(ctx.s.step satisfies never)}`);
  }
}

function approachDeclare(ctx: Ctx): StepResult {
  const s = ctx.s;
  s.battle = null;
  // [perf: settled like a priority window] the approachers are found with a memo that the state
  // keeps if the game waits here: nothing changes after this but `pending`, which no derived
  // data reads, so the list the agent asks for (pending.ts) reads them (Memo.approachers) and
  // what their tests derived, instead of computing them again
  const memo = newMemo();
  if (withOwnMemo(ctx, memo, approachers, undefined).length === 0) {
    s.step = "end";
    if (ctx.keepsEvents) log(ctx, { ev: "phase", phase: "end" });
    return GOES_ON;
  }
  s.pending = { kind: "approach", player: s.turnPlayer };
  ctx.settles = memo;
  return WAITS;
}

function blockStep(ctx: Ctx): StepResult {
  const s = ctx.s;
  // No block is possible if the approacher already left the main area (nothing to block).
  // ([perf: settled like a priority window] the blockers found with a memo the state keeps if
  // the game waits here, as approachDeclare's approachers)
  const memo = newMemo();
  if (
    card(ctx, s.battle!.approacher).zone !== "main" ||
    withOwnMemo(ctx, memo, blockers, undefined).length === 0
  ) {
    doNoBlock(ctx);
    return GOES_ON;
  }
  s.pending = { kind: "block", player: other(s.turnPlayer) };
  ctx.settles = memo;
  return WAITS;
}

function pickDp(ctx: Ctx): typeof WAITS {
  const s = ctx.s;
  const b = s.battle!;
  s.pending = {
    kind: "pickDp",
    player: teamUpDpChooser(s.turnPlayer),
    options: [b.approacher, b.partner],
  };
  return WAITS;
}

function handLimit(ctx: Ctx): StepResult {
  const s = ctx.s;
  const n = s.players[s.turnPlayer].hand.length - HAND_LIMIT;
  if (n > 0) {
    s.pending = { kind: "handLimit", player: s.turnPlayer, n };
    return WAITS;
  }
  s.step = "cleanup";
  return GOES_ON;
}
