// A play ban (kgy 01-071 「このカードが登場した場合、このターンのメインフェイズの間、相手は、使用コストが0の
// イベントカードをプレイできない」), compiled from the card language: the opponent's cost-0 events are
// refused (`play/banned`, the state unchanged) during this turn's main phase only; other cards are not.
import { describe, expect, it } from "vitest";
import { draw } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

const banner = {
  ...lowerAbilityLine(
    "if this enters: the opponent cannot play events with cost == 0 until end of main phase",
    "character 09-071 「千花」 yellow cost 0 source 3 ap 50 dp 50",
  ).def,
  number: "C-1",
};
const free = eventCard("E-0", draw(1), { player: "both" });
const paid = eventCard("E-1", draw(1), { player: "both", cost: 1 });
const freeInApproach = eventCard("E-2", draw(1), { player: "both", phase: "approach" });

function afterBanner() {
  const g = onBoard([banner, free, paid, freeInApproach, char("A-1", "唯"), spare], {
    p0: { hand: ["C-1", "T-99"], main: ["A-1"] },
    p1: { hand: ["E-0", "E-1", "E-2", "T-99", "T-99"] },
  });
  g.do({ type: "play", player: 0, card: g.id(0, "C-1"), pay: [] }).resolveAll();
  return g;
}

describe("play bans", () => {
  it("refuses the opponent's cost-0 event in this main phase, leaving the state unchanged", () => {
    const g = afterBanner();
    // Rule 4.1: player 0's card resolved, so player 1 has priority.
    expect(g.pending).toMatchObject({ kind: "priority", player: 1 });
    g.reject({ type: "play", player: 1, card: g.id(1, "E-0"), pay: [] }, "play/banned");
    expect(g.legal().some((d) => d.type === "play" && d.card === g.id(1, "E-0"))).toBe(false);
  });

  it("lets the opponent play an event of another cost", () => {
    const g = afterBanner();
    g.do({ type: "play", player: 1, card: g.id(1, "E-1"), pay: [g.id(1, "T-99")] });
  });

  it("is over once the main phase is: a cost-0 event in the approach phase is played", () => {
    const g = afterBanner();
    for (let i = 0; i < 20 && g.state.step === "main"; i++) g.pass();
    g.do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    for (let i = 0; i < 10 && g.pendingPlayer() !== 1; i++) g.pass();
    g.do({ type: "play", player: 1, card: g.id(1, "E-2"), pay: [] });
  });
});
