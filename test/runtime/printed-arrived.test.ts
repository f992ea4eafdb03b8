// yrc 01-093 「このターン、このターンの間に場に出た全てのキャラは、アプローチできない。」 compiled from
// the card language: the filter `put onto the field this turn` is the engine's enteredThisTurn
// (every way of arriving, rule 6.1); `that entered this turn` (登場 only) is refused (PM4001).
import { describe, expect, it } from "vitest";
import { active, type Effect } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { type G, char, eventCard, scenario, spare } from "./helpers.ts";

const lowered = lowerAbilityLine(
  "[main/both]: all characters put onto the field this turn cannot approach this turn",
);
const text = lowered.def.abilities![0] as unknown as { effect: Effect };

function toApproach(g: G): G {
  for (let i = 0; i < 20 && g.pending.kind !== "approach"; i++) g.pass();
  return g;
}

describe("arrived this turn", () => {
  it("rule 6.1: a character put onto the field this turn cannot approach; an older one can", () => {
    expect(lowered.diagnostics).toEqual([]);
    const e = eventCard("E-1", text.effect, { player: "both" });
    const fresh = char("A-1", "fresh", { keywords: [active()] });
    const g = scenario([e, fresh, char("O-1", "old"), spare], {
      p0: { hand: ["E-1", "T-99"], main: [{ card: "A-1", enteredThisTurn: true }, "O-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    toApproach(g).reject({ type: "approach", player: 0, card: g.id(0, "A-1") }, "approach/illegal");
    g.do({ type: "approach", player: 0, card: g.id(0, "O-1") });
  });
  it("`that entered this turn` (played only) is refused with a precise reason", () => {
    const l = lowerAbilityLine(
      "if this enters: 2 of your characters cannot be blocked by characters that entered this turn this turn",
    );
    expect(l.diagnostics.map((d) => d.code)).toEqual(["PM4001"]);
    expect(l.diagnostics[0]?.message).toContain("not whether it was played");
  });
});
