// The Play pane's game (issue 18): the engine is the only authority and the game is its seed plus
// decisions. Each request replays from the seed: the person's decisions (an index into the engine's
// legal list, or a Decision object) are applied when the person is to decide, the agent answers
// for the other side, and the replay stops where the person must decide next (or the game ends).
// A decision the engine refuses stops the replay with the engine's reason; nothing here trusts
// the page.
import {
  apply,
  boardSnapshot,
  createGame,
  digest,
  formatEvent,
  legalDecisions,
  type BoardSnapshot,
  type CardDb,
  type Decision,
  type GameEvent,
  type GameState,
  type PlayerId,
} from "../../runtime/index.ts";
import { agents } from "../../simulation/agents.ts";
import { decisionStep } from "../../ruling-runner/write/decision-step.ts";
import { decisionLabel, promptText } from "./play-labels.ts";
import { rulingText } from "./play-ruling.ts";

/** The agents the page offers for the other side (the registry's fast ones; mc takes seconds a move). */
export const PLAY_AGENTS = ["random", "greedy", "random-fast"] as const;

/** Decisions the replay applies at most (the person's and the agent's): a runaway agent stops here. */
export const MAX_STEPS = 20_000;

export interface PlaySetup {
  decks: readonly [readonly string[], readonly string[]];
  seed: number;
  agent: (typeof PLAY_AGENTS)[number];
  /** The person's side. */
  seat: PlayerId;
  /** The decks' names, for the ruling's comment. */
  names: readonly [string, string];
  /** Also write the game as a ruling (PlayView.ruling). */
  ruling?: boolean;
  /** Rule 7.11: let decks hold cards with keywords whose rules are not implemented. */
  ignoreUnimplemented?: boolean;
}

export interface LegalChoice {
  /** The button's words. */
  label: string;
  /** The same decision as a ruling step (ruling-runner/write), for "copy as ruling" and a tooltip. */
  ruling: string;
  decision: Decision;
}

export interface PlayView {
  board: BoardSnapshot | undefined;
  /** The person's hand, by name (the board shows counts only). */
  hand: string[];
  /** Every event of the game so far, as the CLI's `memoria play` prints it. */
  log: string[];
  /** The person's legal decisions, in the engine's order (empty when the agent stopped or the game is over). */
  legal: LegalChoice[];
  /** What the engine asks the person (empty when it is not the person's to decide). */
  prompt: string;
  /** Who is to decide; null when the game is over or stopped. */
  toDecide: PlayerId | null;
  turn: number;
  phase: string;
  winner: PlayerId | "draw" | null;
  /** runtime/digest.ts of the state shown: equal digests, equal states. */
  digest: string;
  /** The person's decisions as applied (indexes resolved to objects): the game's record. */
  decisions: Decision[];
  /** Decisions applied in all (both sides). */
  steps: number;
  /** Why the game stopped early: the agent failed or the engine refused it, or the step cap. */
  stopped?: string;
  /** The game so far as a `.ruling` (play-ruling.ts), when asked for. */
  ruling?: string;
}

/** A request the engine or the replay refuses: answered 400 with the reason. */
export class PlayRefusal extends Error {
  constructor(
    readonly reason: string,
    message: string,
    /** The index of the person's decision refused, when one was. */
    readonly at?: number,
  ) {
    super(message);
  }
}

/** The person's decision `raw` (an index into `legal` or an object) in state `s`. */
function resolve(s: GameState, raw: unknown, at: number): Decision {
  if (typeof raw === "number") {
    const legal = legalDecisions(s);
    if (!Number.isInteger(raw) || raw < 0 || raw >= legal.length)
      throw new PlayRefusal(
        "studio/no-such-decision",
        `decision ${at}: ${raw} is not an index of the ${legal.length} legal decision(s)`,
        at,
      );
    return legal[raw]!;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    throw new PlayRefusal(
      "decision/invalid",
      `decision ${at}: neither an index nor a decision object`,
      at,
    );
  return raw as Decision; // apply checks its shape (decision/invalid) and its legality
}

/** Replay `setup` with the person's `decisions` and stop where the person is to decide next. */
export function playGame(db: CardDb, setup: PlaySetup, decisions: readonly unknown[]): PlayView {
  const created = createGame({
    cards: db,
    decks: setup.decks,
    seed: setup.seed,
    ignoreUnimplemented: setup.ignoreUnimplemented ?? false,
  });
  if (!created.ok) throw new PlayRefusal(created.reason, created.message);
  const other: PlayerId = setup.seat === 0 ? 1 : 0;
  // The agent is seeded as `memoria play` seeds an agent in that seat (seed × 2 + 1 + seat).
  const agent = agents[setup.agent]!(setup.seed * 2 + 1 + other, {});
  let s = created.state;
  const events: GameEvent[] = [...created.events];
  const applied: Decision[] = [];
  const written: string[] = []; // each decision as a ruling step, when a ruling is asked for
  let steps = 0;
  let stopped: string | undefined;
  while (s.pending.kind !== "over") {
    if (steps >= MAX_STEPS) {
      stopped = `the replay stopped at the cap of ${MAX_STEPS} decisions`;
      break;
    }
    const mine = s.pending.player === setup.seat;
    let d: Decision;
    if (mine) {
      if (applied.length >= decisions.length) break;
      d = resolve(s, decisions[applied.length], applied.length);
    } else {
      try {
        d = agent.pick ? agent.pick(s) : agent.decide(s, legalDecisions(s));
      } catch (e) {
        stopped = `the agent failed: ${e instanceof Error ? e.message : String(e)}`;
        break;
      }
    }
    const r = apply(s, d);
    if (!r.ok && mine)
      throw new PlayRefusal(r.reason, `decision ${applied.length}: ${r.message}`, applied.length);
    if (!r.ok) {
      stopped = `the engine refused the agent's decision: ${r.reason}: ${r.message}`;
      break;
    }
    if (setup.ruling) written.push(decisionStep(s, d));
    if (mine) applied.push(d);
    s = r.state;
    events.push(...r.events);
    steps++;
  }
  if (stopped === undefined && applied.length < decisions.length)
    throw new PlayRefusal(
      "game/over",
      `decision ${applied.length}: the game is over; ${decisions.length - applied.length} decision(s) left unused`,
      applied.length,
    );
  const shown = view(db, s, setup.seat, events, applied, steps, stopped);
  if (!setup.ruling) return shown;
  const { decks, seed, names, ignoreUnimplemented } = setup;
  return {
    ...shown,
    ruling: rulingText({
      decks,
      seed,
      names,
      first: created.state,
      last: s,
      steps: written,
      ignoredUnimplemented: ignoreUnimplemented ?? false,
    }),
  };
}

function view(
  db: CardDb,
  s: GameState,
  seat: PlayerId,
  events: readonly GameEvent[],
  applied: Decision[],
  steps: number,
  stopped: string | undefined,
): PlayView {
  const mine = stopped === undefined && s.pending.kind !== "over" && s.pending.player === seat;
  const name = (id: number): string => db.byId.get(s.cards[id]!.def)?.name ?? `#${id}`;
  const board = boardSnapshot(s);
  return {
    board,
    hand: s.players[seat].hand.map(name),
    log: events.map((e) => formatEvent(db, s, e)),
    legal: mine
      ? legalDecisions(s).map((d) => ({
          label: decisionLabel(s, d),
          ruling: decisionStep(s, d),
          decision: d,
        }))
      : [],
    prompt: mine ? promptText(s) : "",
    toDecide: stopped === undefined && s.pending.kind !== "over" ? s.pending.player : null,
    turn: s.turn,
    phase: board?.phase ?? s.step,
    winner: s.winner,
    digest: digest(s),
    decisions: applied,
    steps,
    ...(stopped !== undefined ? { stopped } : {}),
  };
}
