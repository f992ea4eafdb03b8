// The runtime's single public entry: what generated card code, tests and the CLI import.
// runtime/ imports nothing from other project folders (architecture.md).

// Card-definition API (what the compiler emits)
export type * from "./cards/definition.ts";
export * from "./cards/builders.ts";
export {
  defineCardDb,
  extendCardDb,
  getDb,
  sameCardKey,
  printedNames,
  isCombi,
  type CardDb,
} from "./cards/database.ts";

// Game state and decisions
export type {
  GameState,
  CardInstance,
  PlayerState,
  PlayerId,
  Zone,
  Pending,
  StackItem,
  Step,
  Modifier,
  AreaOption,
  LiveRestriction,
} from "./core/state.ts";
export type { Decision, ApplyResult } from "./core/decision.ts";
export type { Rejection, RejectionReason } from "./core/reject.ts";
export type { GameEvent } from "./core/events.ts";
export { cloneState } from "./core/ctx.ts";

// Engine
export { createGame, apply, type GameOptions } from "./apply.ts";
export { legalDecisions, paymentOptions } from "./legal.ts";
export { validateDeck, DECK_SIZE, MAX_COPIES } from "./rules/setup.ts";
export { view, type CardView } from "./view.ts";
export * as projectRulings from "./rules/project-rulings.ts";

// Running games
export type { Agent } from "./agents/agent.ts";
export { randomAgent } from "./agents/random.ts";
export { randomFastAgent, sampleDecision } from "./agents/random-fast.ts";
export { scriptedAgent, ScriptExhausted } from "./agents/scripted.ts";
export { greedyAgent } from "./agents/greedy.ts";
export {
  monteCarloAgent,
  monteCarloOptionsFrom,
  rolloutValue,
  MC_DEFAULTS,
  type MonteCarloOptions,
} from "./agents/monte-carlo.ts";
export { runGame, replay, type GameRecord, type RunOptions } from "./runner.ts";
export { rollout, type Rollout } from "./rollout.ts";
export { GameCursor } from "./cursor.ts";
export { digest } from "./digest.ts";
export { checkInvariants } from "./invariants.ts";
export { formatEvent, cardLabel } from "./log-format.ts";
export { boardText, snapshotText } from "./board-text.ts";
export {
  boardSnapshot,
  type BoardSnapshot,
  type TableSide,
  type TableCard,
} from "./board-snapshot.ts";
export { phaseName } from "./phase-name.ts";

export {
  buildBoardState,
  type BoardSpec,
  type BoardSide,
  type BoardCard,
  type BuiltBoard,
} from "./board.ts";

// Built-in fixtures
export {
  sampleDb,
  sampleDecks,
  vanillaCards,
  vanillaDeck,
  seedCards,
  seedDeck,
  rulesCards,
  fillerCard,
} from "./samples/index.ts";
