// A search cursor (issue 15, "a mutable rollout with undo"): a position a search agent moves with
// `play` and takes back with `undo`, plus in-place rollouts from wherever it stands.
//
// Undo keeps versions instead of logging writes. `apply` copies on write: the state before a step
// is never changed and shares every untouched array and card with the state after it, so stepping
// back is dropping the newer version (O(1), nothing restored). An undo log would need a hook on
// every in-place write and would have to keep the old contents of each array and card a step
// first writes — what copy-on-write copies — to save part of what copy-on-write costs over writing
// in place (about a quarter of a seed-deck game: docs/engine.md, "Search: cursor and rollouts";
// bench/cursor.ts measures the cursor against a re-clone per branch).
// Rollouts, which never step back, still run in place on one private copy (rollout.ts).
import type { Agent } from "./agents/agent.ts";
import { apply } from "./apply.ts";
import type { ApplyResult, Decision } from "./core/decision.ts";
import type { GameState } from "./core/state.ts";
import { rollout, type Rollout } from "./rollout.ts";

export class GameCursor {
  /** Every version from the root (index 0) to the current position (last). */
  readonly #versions: GameState[];
  readonly #path: Decision[] = [];

  constructor(root: GameState) {
    this.#versions = [root];
  }

  /** The current position (never changed afterwards: `play` makes a new version). */
  get state(): GameState {
    return this.#versions[this.#versions.length - 1]!;
  }

  /** Decisions played since the root and not undone. */
  get depth(): number {
    return this.#path.length;
  }

  /** Those decisions, in order: the root plus these replays to `state`. */
  get path(): readonly Decision[] {
    return this.#path;
  }

  /** Play one decision. A rejection is returned as `apply` gives it and the cursor stays put. */
  play(decision: Decision): ApplyResult {
    const result = apply(this.state, decision);
    if (result.ok) {
      this.#versions.push(result.state);
      this.#path.push(decision);
    }
    return result;
  }

  /** Take back up to `steps` decisions (never past the root); returns how many were taken back. */
  undo(steps = 1): number {
    const n = Math.max(0, Math.min(Math.floor(steps), this.#path.length));
    this.#versions.length -= n;
    this.#path.length -= n;
    return n;
  }

  /**
   * Play the game on from the current position on a private copy, in place (rollout.ts); the
   * cursor does not move and no version it holds changes.
   */
  rollout(
    agents: readonly [Agent, Agent],
    maxDecisions?: number,
    prepare?: (copy: GameState) => void,
  ): Rollout {
    return rollout(this.state, agents, maxDecisions, prepare);
  }
}
