// A ruling's boards before and after (RulingResult.boards), drawn when first read. Every ruling's
// result carries them, but only a failure's text, --json, --html and the studio read them: drawing
// both for each of ~870 rulings was ~3% of `memoria test rulings` (issue 15). Drawing later draws
// the same picture: the engine never changes a state it was given (runtime/apply.ts), so the
// states kept here are as they were when the ruling reached them.
import { boardSnapshot, type BoardSnapshot, type GameState } from "../runtime/index.ts";

export interface Boards {
  before: BoardSnapshot;
  after: BoardSnapshot;
}

/** The boards of `before` and `after`, each drawn once on its first read (plain enumerable
 * getters: JSON, spreads and structured clones read them as the values they return). */
export function lazyBoards(before: GameState, after: GameState): Boards {
  let drawnBefore: BoardSnapshot | undefined;
  let drawnAfter: BoardSnapshot | undefined;
  return {
    get before(): BoardSnapshot {
      return (drawnBefore ??= boardSnapshot(before)!);
    },
    get after(): BoardSnapshot {
      return (drawnAfter ??= boardSnapshot(after)!);
    },
  };
}
