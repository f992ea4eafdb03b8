// A simple greedy agent: one-ply preferences, no search. Plays the most expensive card it can,
// approaches when its attacker survives or is unblockable, blocks when the blocker wins the
// battle, puts a character onto the field in the main area when there is room, and otherwise
// takes the first legal choice. Deterministic.
import { getDb } from "../cards/database.ts";
import { readCtx } from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import type { GameState } from "../core/state.ts";
import { currentAp, currentDp } from "../rules/continuous.ts";
import type { Agent } from "./agent.ts";

function score(state: GameState, d: Decision): number {
  const db = getDb(state.db)!;
  const ctx = readCtx(state, db);
  const def = (id: number) => db.byId.get(state.cards[id]!.def)!;
  switch (d.type) {
    case "play":
      return (
        10 +
        def(d.card).cost * 2 -
        d.pay.length +
        (d.area === "support" ? -5 : 0) +
        (d.replace !== undefined ? -8 : 0)
      );
    case "activate":
      return 8;
    case "approach":
      return 5 + currentAp(ctx, d.card) / 10 + (d.partner !== undefined ? 1 : 0);
    case "block": {
      const a = state.battle?.approacher ?? -1;
      if (a < 0) return 0;
      const wins = currentAp(ctx, d.card) >= currentDp(ctx, a);
      const dies = currentAp(ctx, a) >= currentDp(ctx, d.card);
      return wins ? (dies ? 3 : 6) : dies ? -2 : 4;
    }
    case "noBlock":
      return 1;
    case "mulligan":
      return d.redraw ? 0 : 1;
    case "goFirst":
      return d.first ? 1 : 0;
    case "break":
      return 5;
    case "may":
      return d.accept ? 1 : 0;
    case "option": {
      // 場に出す (rule 6.1): the main area first, then support, trashing a character last (as a play)
      const pd = state.pending;
      const to = pd.kind === "option" ? pd.areas?.[d.index] : undefined;
      if (!to) return 0;
      return to.replace !== undefined ? -8 : to.area === "support" ? -5 : 0;
    }
    default:
      return 0;
  }
}

export function greedyAgent(): Agent {
  return {
    name: "greedy",
    decide(state, legal) {
      let best = legal[0]!;
      let bestScore = -Infinity;
      for (const d of legal) {
        const sc = score(state, d);
        if (sc > bestScore) {
          best = d;
          bestScore = sc;
        }
      }
      return best;
    },
  };
}
