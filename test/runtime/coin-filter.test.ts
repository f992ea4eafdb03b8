// The coin filter: 「+10/+10コインが乗っていない自分のキャラ1枚の上に+10/+10コインを1個乗せる」 (printed:
// mdk 01-083, hmk 01-008) is `put 1 coin on 1 of your characters with coins == 0`; lowering gives
// the runtime Filter `coins: { op: "==", n: 0 }`, tested on the coins of rule 7.8. Compiled from
// its text, so the test covers the lowering and the engine together.
import { describe, expect, it } from "vitest";
import { apply } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, onBoard, spare } from "./helpers.ts";

const lowered = lowerAbilityLine(
  "[main/own]: put 1 coin on 1 of your characters with coins == 0",
  "event 09-101 「コイン」 red cost 0 source 1",
);

describe("with coins == 0 (rule 7.8)", () => {
  it("lowers to a coins test", () => {
    expect(lowered.diagnostics).toEqual([]);
    expect(JSON.stringify(lowered.def.abilities)).toContain('"coins":{"op":"==","n":0}');
  });
  it("a character with a coin cannot be chosen; one without can, and gets the coin", () => {
    const ev = { ...lowered.def, title: "けいおん!" };
    const g = onBoard([ev, char("X-1", "x"), char("Y-1", "y"), spare], {
      p0: { hand: [ev.number, "T-99"], main: [{ card: "X-1", coins: 1 }, "Y-1"] },
    });
    const x = g.id(0, "X-1");
    const y = g.id(0, "Y-1");
    const play = (t: number) => ({
      type: "play" as const,
      player: 0 as const,
      card: g.id(0, ev.number),
      pay: [],
      targets: [[t]],
    });
    expect(apply(g.state, play(x)).ok).toBe(false);
    g.do(play(y)).resolveAll();
    expect([g.ap(y), g.dp(y)]).toEqual([30, 30]); // 20/20 + one coin
    expect([g.ap(x), g.dp(x)]).toEqual([30, 30]); // its own coin only
  });
});
