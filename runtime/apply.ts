// The engine's two entry points: createGame and apply. apply never mutates its input and never
// throws: it returns the next state (waiting on exactly one decision, or over) with the step's
// events, or a rejection `{ ok:false, reason:'area/reason', message }`.
import { getDb, type CardDb } from "./cards/database.ts";
import { askedWhen } from "./core/asked-when.ts";
import { inPlaceCtx, log, makeCtx, rememberSettled, type Ctx } from "./core/ctx.ts";
import type { ApplyResult, Decision } from "./core/decision.ts";
import { reject } from "./core/reject.ts";
import { decisionShapeProblem } from "./core/decision-shape.ts";
import type { GameState } from "./core/state.ts";
import { performDecision } from "./pending.ts";
import { advance } from "./rules/flow.ts";
import { createInitialState, openingDraw, type GameOptions } from "./rules/setup.ts";

export type { GameOptions };

export function createGame(opts: GameOptions): ApplyResult {
  try {
    const init = createInitialState(opts);
    if ("ok" in init) return init;
    const ctx = makeCtx(init.state, opts.cards);
    log(ctx, { ev: "setup", first: ctx.s.pending.kind === "goFirst" ? ctx.s.pending.player : 0 });
    openingDraw(ctx);
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (e) {
    return reject("engine/internal-error", e instanceof Error ? e.message : String(e));
  }
}

export function apply(state: GameState, decision: Decision): ApplyResult {
  return step(state, decision, makeCtx);
}

/**
 * `apply` for a caller that reads no events (runGame without `keepEvents`): the same step, the
 * same next state; the result's `events` may be empty ([perf: no event for nobody], ctx.ts).
 */
export function applyUnlogged(state: GameState, decision: Decision): ApplyResult {
  return step(state, decision, unloggedCtx);
}

function unloggedCtx(state: GameState, db: CardDb): Ctx {
  return makeCtx(state, db, false);
}

/**
 * `applyUnlogged` for a decision that `legalDecisions(state)` listed, unchanged since (runner.ts,
 * an agent that `picksListed`). [perf: a listed decision is not checked again] Every listed
 * decision was built well-formed, and a listed play or activation passed checkPlay /
 * checkActivate (or what is left of them, legal-priority.ts) on this very state in the
 * enumeration's read-only pass: the step skips the shape check and those checks (pending.ts
 * priority), which would pass again. A rejection other than those is still returned.
 */
export function applyListed(state: GameState, decision: Decision): ApplyResult {
  return step(state, decision, unloggedCtx, true);
}

/**
 * `apply` that changes `state` itself and returns it (runtime/rollout.ts): for a private copy only.
 * After a rejection the state may be half changed: the rollout that owns it stops there. `listed`:
 * the decision is one `legalDecisions(state)` listed, unchanged (as for applyListed).
 */
export function applyInPlace(state: GameState, decision: Decision, listed = false): ApplyResult {
  return step(state, decision, inPlaceCtx, listed);
}

/**
 * `applyInPlace` for a caller that reads no events (runGame playing its own copy, a rollout): the
 * same step, the same state; the result's `events` may be empty (as for applyUnlogged).
 */
export function applyInPlaceUnlogged(
  state: GameState,
  decision: Decision,
  listed = false,
): ApplyResult {
  return step(state, decision, inPlaceUnloggedCtx, listed);
}

function inPlaceUnloggedCtx(state: GameState, db: CardDb): Ctx {
  return inPlaceCtx(state, db, false);
}

function step(
  state: GameState,
  decision: Decision,
  context: (state: GameState, db: CardDb) => Ctx,
  listed = false,
): ApplyResult {
  try {
    if (!state || typeof state !== "object" || !state.pending)
      return reject("state/invalid", "not a game state");
    const shape = listed ? null : decisionShapeProblem(decision);
    if (shape) return reject("decision/invalid", shape);
    const db = getDb(state.db);
    if (!db)
      return reject("state/unknown-card-db", `card database "${state.db}" is not registered`);
    const pending = state.pending;
    if (pending.kind === "over") return reject("game/over", "the game is over");
    if (decision.player !== pending.player)
      return reject(
        "priority/not-your-turn",
        `player ${pending.player} is to decide (${pending.kind}), not player ${decision.player}${
          pending.kind === "priority"
            ? ": priority goes to the other player after each declaration or pass (rule 4.1)"
            : askedWhen(decision.type)
        }`,
      );
    const ctx = context(state, db);
    ctx.listed = listed;
    const bad = performDecision(ctx, decision);
    if (bad) return bad;
    ctx.s.decisions++;
    advance(ctx);
    if (ctx.settles) rememberSettled(ctx.s, ctx.settles);
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (e) {
    return reject("engine/internal-error", e instanceof Error ? `${e.message}` : String(e));
  }
}
