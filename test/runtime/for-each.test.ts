// 「…1枚につき、ターン終了時まで使用コスト+1、+10/±0を得る」 (printed: mdk 01-097) is `gets cost +1
// and +10/±0 for each <selector> until end of turn`: the runtime's modify / modifyCost with `per`,
// counted when the effect resolves and fixed for its duration. Compiled from the card language.
import { describe, expect, it } from "vitest";
import { compiledEvent } from "./compiled.ts";
import { char, onBoard, spare } from "./helpers.ts";

describe("a stat change for each card (counted on resolution)", () => {
  it("multiplies the change by the cards counted then", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: 1 of your characters gets +10/±0 for each character in your support area until end of turn",
    );
    const g = onBoard([ev, char("A-1", "唯"), char("S-1", "憂"), char("S-2", "純"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"], support: ["S-1", "S-2"] },
    });
    const a1 = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a1]] }).resolveAll();
    expect([g.ap(a1), g.dp(a1)]).toEqual([40, 20]);
  });

  it("with none of those cards the change is nothing", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: 1 of your characters gets +10/+10 for each character in your support area until end of turn",
    );
    const g = onBoard([ev, char("A-1", "唯"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
    });
    const a1 = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a1]] }).resolveAll();
    expect([g.ap(a1), g.dp(a1)]).toEqual([20, 20]);
  });
});
