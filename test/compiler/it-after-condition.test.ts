// `it` after `if <condition>, <step>`: the step may not run, so a later `it` is still what it was
// before the condition (compiler/steps/flow.ts Conditional). KM 01-075 prints 「捨て札にしたカードが
// キャラの場合、相手のキャラ1枚は…。捨て札にしたカードがイベントカードの場合、…」: both conditions test
// the trashed card, not the character the first branch would choose.
import { describe, expect, it } from "vitest";
import { compiledEvent } from "../runtime/compiled.ts";

/** The variable names the lowered conditions of `ability` test, in order. */
function conditionVars(ability: string): string[] {
  const json = JSON.stringify(compiledEvent("条件", ability).abilities);
  return [...json.matchAll(/"do":"if","cond":\{[^]*?"name":"([^"]+)"/g)].map((m) => m[1]!);
}

describe("`it` after a condition's step", () => {
  it("both conditions test the trashed card (KM 01-075)", () => {
    const vars = conditionVars(
      "[main/own]: trash the top 1 card of your deck; if it is a character, 1 of the opponent's characters gets ±0/-10 until end of turn; if it is an event, 1 of the opponent's characters gets ±0/-20 until end of turn",
    );
    expect(vars).toHaveLength(2);
    expect(vars[1]).toBe(vars[0]);
  });
});
