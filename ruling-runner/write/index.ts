// `memoria simulate --write-rulings`: a failing simulated game becomes a minimal `.ruling` that
// reproduces it. Replay to the first failing decision, start the ruling at a resting state before
// it (a board the ruling language can express), script the decisions from there, then shrink the
// steps and the board's cards with delta debugging while the ruling runner still reproduces it.
import type { GameState } from "../../runtime/index.ts";
import { compiledSets, keyText, PLAYER } from "./card-name.ts";
import { decisionStep } from "./decision-step.ts";
import { boardHeader, boardItems, draftText, type Draft, type Item } from "./draft.ts";
import {
  failureText,
  findFailure,
  withoutIds,
  type FailedGame,
  type GameToReplay,
} from "./failure.ts";
import { reproduces } from "./reproduce.ts";
import { ddmin } from "./shrink.ts";

export type { GameToReplay } from "./failure.ts";

export interface WrittenRuling {
  text: string;
  /** Items dropped by the shrinker, and the ruling runs it took. */
  dropped: number;
  runs: number;
  /** The run budget ran out: smaller than the first draft but perhaps not minimal. */
  exhausted: boolean;
}

export interface Unwritten {
  unwritten: string;
  duplicate?: boolean;
}

export interface WriteOptions {
  /**
   * The failures already written (their text without object ids): a game failing the same way
   * is skipped, so a run writes one ruling per distinct failure. The new one is added.
   */
  written?: Set<string>;
  /** At most this many ruling runs while shrinking (default 600). */
  budget?: number;
  /** At most this many starting points are tried before giving up (default 6). */
  starts?: number;
}

/**
 * A board the ruling language can set up: the main phase with the turn player to act, or the
 * approach phase waiting for an approach, with nothing on the stack, no trigger, battle or break
 * in progress, and nobody having passed yet.
 */
export function resting(s: GameState): boolean {
  const quiet =
    s.stack.length === 0 &&
    s.resolving === null &&
    s.triggers.length === 0 &&
    s.battle === null &&
    s.breaks.length === 0 &&
    s.passes === 0 &&
    s.winner === null;
  const main =
    s.step === "main" && s.pending.kind === "priority" && s.pending.player === s.turnPlayer;
  return quiet && (main || s.pending.kind === "approach") && s.turn >= 1;
}

/** Resting states before the failure: the failing turn's, earliest first, then earlier turns'. */
export function startPoints(g: FailedGame): number[] {
  const turn = g.states[g.at]!.turn;
  const all = g.states.slice(0, g.at + 1).flatMap((s, i) => (resting(s) ? [i] : []));
  const thisTurn = all.filter((i) => g.states[i]!.turn === turn);
  const earlier = all.filter((i) => g.states[i]!.turn < turn).reverse();
  return [...thisTurn, ...earlier];
}

export function draftFrom(g: FailedGame, start: number, seed: number): Draft {
  const s = g.states[start]!;
  const steps: Item[] = g.decisions
    .slice(start, g.at + 1)
    .map((d, k) => ({ kind: "step", text: decisionStep(g.states[start + k]!, d) }));
  const what = failureText(g.failure);
  const last = g.decisions[g.at]!;
  const card = "card" in last ? s.cards[last.card] : undefined;
  return {
    comments: [
      `// Written by \`memoria simulate --write-rulings\` from game seed ${seed} (decision ${g.at + 1}).`,
      `// What went wrong: ${what}`,
    ],
    name: `simulate seed ${seed}: ${g.failure.kind === "error" ? g.failure.reason : "invariant violated"}`,
    sets: compiledSets(s),
    cites: card && /^[A-Z0-9]+-[A-Z0-9]+$/.test(card.def) ? `card ${card.def}` : "rule 4.1",
    header: boardHeader(s),
    items: [...boardItems(s), ...steps],
    tail: [
      ...(g.failure.kind === "error"
        ? [
            "// The last step fails today with the error above. Once the engine is fixed, replace",
            "// this expectation with what the rules say that step does.",
          ]
        : [
            "// This fails today: the last step leaves the state breaking the invariants above.",
            "// Once the engine is fixed, add what the rules say that step does.",
          ]),
      g.failure.kind === "error" ? "expect no winner" : "expect invariants hold",
    ],
  };
}

/**
 * The last resort: the whole game from its deck lists and seed (`new game seed N`, rule 2), every
 * decision from the go-first choice on. It carries no hidden state a board would lose, but only
 * the steps can be shrunk (the decks must stay as they are for the same shuffles).
 */
export function draftFromTheStart(g: FailedGame, game: GameToReplay): Draft {
  const s = g.states[0]!;
  const draft = draftFrom(g, 0, game.seed);
  return {
    ...draft,
    header: [
      ...game.decks.map(
        (deck, p) => `${PLAYER[p]} deck: ${deck.map((k) => keyText(s, k)).join(", ")}`,
      ),
      `new game seed ${game.seed}`,
    ],
    items: draft.items.filter((i) => i.kind === "step"),
  };
}

/** The minimal ruling of a failing game, or a reason why none could be written. */
export async function writeFailureRuling(
  game: GameToReplay,
  options: WriteOptions = {},
): Promise<WrittenRuling | Unwritten> {
  const g = findFailure(game);
  if (!g) return { unwritten: "replaying the game shows no refused decision or broken invariant" };
  const signature = withoutIds(failureText(g.failure));
  if (options.written?.has(signature))
    return { unwritten: "the same failure as a ruling already written", duplicate: true };
  options.written?.add(signature);
  const tried = [
    ...startPoints(g)
      .slice(0, options.starts ?? 6)
      .map((start) => draftFrom(g, start, game.seed)),
    draftFromTheStart(g, game),
  ];
  for (const draft of tried) {
    if (!(await reproduces(draftText(draft), g.failure))) continue;
    const shrunk = await ddmin(
      draft.items,
      (kept) => reproduces(draftText(draft, kept), g.failure),
      options.budget ?? 600,
    );
    const note = shrunk.exhausted
      ? `// Shrunk by delta debugging until the budget of ${shrunk.runs} runs ran out: perhaps not minimal.`
      : `// Shrunk by delta debugging (${shrunk.runs} runs): no single step or card can be dropped.`;
    return {
      text: draftText({ ...draft, comments: [...draft.comments, note] }, shrunk.items),
      dropped: draft.items.length - shrunk.items.length,
      runs: shrunk.runs,
      exhausted: shrunk.exhausted,
    };
  }
  return {
    unwritten: `neither the ${tried.length - 1} boards tried before the failure nor the whole game from its seed reproduce it as a ruling`,
  };
}
