// Rule 4.2 [project] DECLARATION_NEEDS_A_TARGET applies to a break (rule 7.5) as to any event: when
// the break card's text has a target and no legal one exists, the break is not offered among the
// legal decisions (only "no break"). Found by random games over the translated pool (ddh P-029):
// the decision was offered, then rejected by apply (`target/none`), stopping the game.
import { describe, expect, it } from "vitest";
import {
  activated,
  breakKeyword,
  choose,
  givePoints,
  opponentCharacters,
  returnToHand,
  target,
  type CardDef,
} from "../../runtime/index.ts";
import { char, eventWith, onBoard, spare } from "./helpers.ts";

const sneeze = eventWith(
  "K-1",
  [
    activated("main", "own", returnToHand(target(0)), {
      targets: [choose(1, opponentCharacters())],
    }),
  ],
  { keywords: [breakKeyword()], cost: 5 },
);
const gift = eventWith("K-2", [activated("main", "own", givePoints(1, "opponent", true))]);
const f20: CardDef = char("F-20", "f20", { cost: 0 });

function breakPending(p0Main: string[]) {
  const g = onBoard([sneeze, gift, f20, spare], {
    p0: { hand: ["K-2", "T-99"], main: p0Main },
    p1: { deck: ["K-1"] },
  });
  g.do({ type: "play", player: 0, card: g.id(0, "K-2"), pay: [] }).resolveAll();
  expect(g.pending).toMatchObject({ kind: "break", player: 1 });
  return g;
}

describe("break without a legal target (rule 4.2 [project])", () => {
  it("offers only `noBreak` when the text's target has no legal card", () => {
    const g = breakPending([]);
    expect(g.legal().map((d) => d.type)).toEqual(["noBreak"]);
  });

  it("offers the break when a legal target exists (the twin)", () => {
    const g = breakPending(["F-20"]);
    expect(g.legal().map((d) => d.type)).toEqual(["noBreak", "break"]);
    const brk = g.legal().find((d) => d.type === "break")!;
    g.do(brk);
    expect(g.state.cards[g.id(0, "F-20")]!.zone).not.toBe("main");
  });
});
