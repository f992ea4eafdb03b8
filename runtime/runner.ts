// Playing whole games: agents answer the pending decision until the game is over. The decision
// list plus the seed is a complete record: `replay` reproduces the game and its digests.
import type { Agent } from "./agents/agent.ts";
import type { CardDb } from "./cards/database.ts";
import type { Decision } from "./core/decision.ts";
import type { GameEvent } from "./core/events.ts";
import type { GameState, PlayerId } from "./core/state.ts";
import { apply, applyInPlaceUnlogged, applyListed, applyUnlogged, createGame } from "./apply.ts";
import { cloneState } from "./core/ctx.ts";
import { legalDecisions } from "./legal.ts";

export interface GameRecord {
  seed: number;
  winner: PlayerId | "draw" | null;
  turns: number;
  decisions: Decision[];
  events: GameEvent[];
  final: GameState;
  /** Set when the game stopped early (an agent failed, a rejection, or the decision cap). */
  error?: string;
}

export interface RunOptions {
  keepEvents?: boolean;
  maxDecisions?: number;
  ignoreUnimplemented?: boolean;
  /** Called after every accepted step (property tests check invariants here). */
  onStep?: (state: GameState, decision: Decision | null) => void;
  /**
   * Copy on write at every step even where the game could be played in place (playsInPlace): the
   * two ways give the same game (bench/digest-check.ts --copy-on-write).
   */
  copyOnWrite?: boolean;
}

/** An agent's decision, and whether it is one of the objects `legalDecisions(state)` listed. */
export interface AgentChoice {
  decision: Decision;
  /** Listed by an agent that `picksListed`: apply need not check it again (apply.ts applyListed). */
  listed: boolean;
}

/** Ask `agent` for its decision in `state` (the legal list made only for an agent that reads it). */
export function agentChoice(agent: Agent, state: GameState): AgentChoice {
  if (agent.pick) return { decision: agent.pick(state), listed: false };
  const legal = legalDecisions(state);
  const decision = agent.decide(state, legal);
  return { decision, listed: agent.picksListed === true && legal.includes(decision) };
}

export function runGame(
  cards: CardDb,
  decks: readonly [readonly string[], readonly string[]],
  seed: number,
  agents: readonly [Agent, Agent],
  opts: RunOptions = {},
): GameRecord {
  const created = createGame({
    cards,
    decks,
    seed,
    ignoreUnimplemented: opts.ignoreUnimplemented ?? false,
  });
  if (!created.ok) throw new Error(`${created.reason}: ${created.message}`);
  const inPlace = playsInPlace(agents, opts);
  // (in place: a private copy, so that `created.state` stays the game's start)
  let state = inPlace ? cloneState(created.state) : created.state;
  const events: GameEvent[] = opts.keepEvents ? [...created.events] : [];
  const decisions: Decision[] = [];
  const max = opts.maxDecisions ?? 20000;
  opts.onStep?.(state, null);
  let error: string | undefined;
  while (state.pending.kind !== "over") {
    if (decisions.length >= max) {
      error = `decision cap ${max} reached`;
      break;
    }
    let c: AgentChoice;
    try {
      c = agentChoice(agents[state.pending.player]!, state);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      break;
    }
    const d = c.decision;
    // (the events of a step are built only when kept: applyUnlogged; a decision the list gave is
    // not checked again: applyListed)
    const r = opts.keepEvents
      ? apply(state, d)
      : inPlace
        ? applyInPlaceUnlogged(state, d, c.listed)
        : c.listed
          ? applyListed(state, d)
          : applyUnlogged(state, d);
    if (!r.ok) {
      error = `${r.reason}: ${r.message} (decision ${JSON.stringify(d)})`;
      // a refused step may have changed part of the copy in place: the state before it, replayed
      if (inPlace) state = replayedFrom(created.state, decisions);
      break;
    }
    decisions.push(d);
    state = r.state;
    if (opts.keepEvents) events.push(...r.events);
    opts.onStep?.(state, d);
  }
  const rec: GameRecord = {
    seed,
    winner: state.winner,
    turns: state.turn,
    decisions,
    events,
    final: state,
  };
  if (error !== undefined) rec.error = error;
  return rec;
}

/**
 * [perf: in place] Whether runGame may play its own copy of the game in place (as a rollout does,
 * rollout.ts): no copy of the state's arrays and cards at every step, most of a step's garbage.
 * Only when no one else sees a state of the game while it is played — no `onStep`, no events
 * kept, and agents that keep no state they are given (Agent.keepsNoState) — so the states of
 * earlier steps, which the copy overwrites, are seen by nobody. The same steps, the same game.
 */
function playsInPlace(agents: readonly [Agent, Agent], opts: RunOptions): boolean {
  return (
    !opts.copyOnWrite &&
    !opts.keepEvents &&
    opts.onStep === undefined &&
    agents[0].keepsNoState === true &&
    agents[1].keepsNoState === true
  );
}

/**
 * The state `decisions` (each accepted once) lead to from `start`, which they leave unchanged
 * (copied on write); `each` sees every state after a step.
 */
function replayedFrom(
  start: GameState,
  decisions: readonly Decision[],
  each?: (state: GameState) => void,
): GameState {
  let state = start;
  for (const d of decisions) {
    const r = applyUnlogged(state, d);
    if (!r.ok) throw new Error(`replay diverged: ${r.reason}: ${r.message}`);
    state = r.state;
    each?.(state);
  }
  return state;
}

/** Re-apply a decision list from the seed; returns every intermediate state (or the rejection). */
export function replay(
  cards: CardDb,
  decks: readonly [readonly string[], readonly string[]],
  seed: number,
  decisions: readonly Decision[],
): GameState[] {
  const created = createGame({ cards, decks, seed });
  if (!created.ok) throw new Error(`${created.reason}: ${created.message}`);
  const states = [created.state];
  replayedFrom(created.state, decisions, (s) => void states.push(s));
  return states;
}
