// "Copy as ruling" in the Play pane: the game so far as a `.ruling` the ruling runner replays —
// both deck lists, `new game seed N` (rule 2) and every decision of both sides as a step, the
// form `simulate --write-rulings` falls back to (ruling-runner/write: draftFromTheStart). It ends
// with what holds now (the winner, or none yet, and the engine's invariants), so the ruling
// passes as written and a person adds what the rules say about the last step.
import type { GameState, PlayerId } from "../../runtime/index.ts";
import { compiledSets, keyText, PLAYER } from "../../ruling-runner/write/card-name.ts";
import { draftText } from "../../ruling-runner/write/draft.ts";

export interface GameForRuling {
  decks: readonly [readonly string[], readonly string[]];
  seed: number;
  names: readonly [string, string];
  /** The state the game started in (its card instances name the deck keys). */
  first: GameState;
  last: GameState;
  /** decisionStep of every decision applied, both sides, in order. */
  steps: readonly string[];
  /** The game let cards with unimplemented keywords play (rule 7.11), which `new game` refuses. */
  ignoredUnimplemented: boolean;
}

const winnerWord = (w: PlayerId | "draw" | null): string =>
  w === null ? "no winner" : w === "draw" ? "winner draw" : `winner ${PLAYER[w]}`;

/** The ruling language's name of a pending kind (grammar/ruling/parse-expect.ts WAITING). */
const WAITING_WORD: Record<string, string> = {
  goFirst: "go-first",
  pickDp: "dp",
  handLimit: "discard",
  orderTriggers: "order",
  triggerTargets: "targets",
};

/**
 * What holds at the end: the winner (or none) and the invariants, then whom the engine waits for
 * (a ruling that ends while a decision is asked must say so, ruling-runner/pending.ts).
 */
function tail(s: GameState): string[] {
  const p = s.pending;
  const waiting =
    p.kind === "over"
      ? []
      : [`expect waiting ${PLAYER[p.player]} ${WAITING_WORD[p.kind] ?? p.kind}`];
  return [`expect ${winnerWord(s.winner)}`, "expect invariants hold", ...waiting];
}

export function rulingText(g: GameForRuling): string {
  return draftText({
    comments: [
      `// Written by the studio's Play pane: ${g.names[0]} (A) against ${g.names[1]} (B), seed ${g.seed},`,
      `// ${g.steps.length} decisions. Replace the last expectation with what the rules say.`,
      ...(g.ignoredUnimplemented
        ? [
            "// The game ignored keywords whose rules are not implemented (rule 7.11); the ruling",
            "// runner's `new game` does not, so a deck holding such a card is refused there.",
          ]
        : []),
    ],
    name: `studio game: ${g.names[0]} v ${g.names[1]}, seed ${g.seed}, ${g.steps.length} decisions`,
    sets: compiledSets(g.first),
    cites: "rule 2.2",
    header: [
      ...g.decks.map(
        (deck, p) => `${PLAYER[p]} deck: ${deck.map((k) => keyText(g.first, k)).join(", ")}`,
      ),
      `new game seed ${g.seed}`,
    ],
    items: g.steps.map((text) => ({ kind: "step" as const, text })),
    tail: tail(g.last),
  });
}
