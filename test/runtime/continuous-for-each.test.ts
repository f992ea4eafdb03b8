// A continuous stat change `for each` card (「…1枚につき」 with no duration, dnp 01-058): counted
// whenever the stat is read, and the invariant check (rule 7.10) counts it the same way — a
// random game over the pool once reported a violation because it did not.
import { expect, it } from "vitest";
import { cards, continuous, thisCard } from "../../runtime/cards/builders.ts";
import { checkInvariants, cloneState } from "../../runtime/index.ts";
import { currentAp, currentDp } from "../../runtime/rules/continuous.ts";
import { readCtx } from "../../runtime/core/ctx.ts";
import { getDb } from "../../runtime/cards/database.ts";
import { char, onBoard, spare } from "./helpers.ts";

const nagareko = char("D-58", "御船 流子", {
  cost: 0,
  ap: 40,
  dp: 40,
  abilities: [
    continuous({ mod: "stats", who: thisCard, ap: -10, dp: -10, per: cards("you", "hand") }),
  ],
});

it("the count follows the hand, and the invariant check agrees", () => {
  const g = onBoard([nagareko, spare], {
    p0: { main: ["D-58"], hand: ["T-99", "T-99", "T-99"] },
  });
  const ctx = readCtx(g.state, getDb(g.state.db)!);
  const id = g.id(0, "D-58");
  expect([currentAp(ctx, id), currentDp(ctx, id)]).toEqual([10, 10]);
  const fewer = cloneState(g.state);
  const played = fewer.players[0].hand.pop()!;
  fewer.players[0].trash.push(played);
  fewer.cards[played]!.zone = "trash";
  const after = readCtx(fewer, getDb(fewer.db)!);
  expect([currentAp(after, id), currentDp(after, id)]).toEqual([20, 20]);
  expect(checkInvariants(fewer)).toEqual([]);
});
