// 指定する (keywords.md D: "choose a target now for a later effect"): akb 01-008 「自分の「園 智恵理」
// 1枚を指定する。このターン、指定したキャラがアプローチでポイントを与えた場合、カードを2枚引く。」,
// compiled from the card language and played in the engine. The choice is a declaration target
// (rule 4.2); the created trigger (CREATED_TRIGGER_LASTS_THIS_TURN) is bound to the chosen card.
import { describe, expect, it } from "vitest";
import type { Effect, TargetSpec } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, eventCard, onBoard, spare, stepUntil } from "./helpers.ts";

const lowered = lowerAbilityLine(
  "[main/own]: choose 1 of your characters; this turn, if it gives a point by approach: (draw 2)",
);
const text = lowered.def.abilities![0] as unknown as { effect: Effect; targets: TargetSpec[] };
const designate = eventCard("E-1", text.effect, { targets: text.targets });

const until = stepUntil;

describe("designate: choose now, `it` later (指定する)", () => {
  it("lowers to a declaration target and a created trigger bound to it, with no other effect", () => {
    expect(lowered.diagnostics).toEqual([]);
    expect(text.targets).toHaveLength(1);
    // Step 0 is a choice with no real choice (every re-checked target, rule 4.3): it only sets the
    // resolution's `did` for an `if you do` after the designation; it moves and changes nothing.
    expect(text.effect).toMatchObject({
      do: "seq",
      steps: [
        { do: "choose", spec: { from: { sel: "target", index: 0 } } },
        { do: "createTrigger", bind: { sel: "target", index: 0 } },
      ],
    });
  });

  it("rule 4.2: only the designated character's point draws 2; the other's does not", () => {
    const g = onBoard([designate, char("A-1", "a"), char("B-1", "b"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1", "B-1"] },
    });
    const a = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a]] }).resolveAll();
    // Designating does nothing to the card by itself.
    expect(g.events.filter((x) => x.ev === "draw")).toEqual([]);
    const hand = () => g.state.players[0].hand.length;
    const before = hand();
    until(g, () => g.pending.kind === "approach");
    g.do({ type: "approach", player: 0, card: g.id(0, "B-1") });
    until(g, () => g.pending.kind === "approach");
    expect(g.state.players[1].points.length).toBe(1);
    expect(hand()).toBe(before);
    g.do({ type: "approach", player: 0, card: a });
    until(g, () => g.events.some((x) => x.ev === "phase" && x.phase === "end"));
    expect(g.state.players[1].points.length).toBe(2);
    const end = g.events.findIndex((x) => x.ev === "phase" && x.phase === "end");
    const draws = g.events.slice(0, end).filter((x) => x.ev === "draw");
    expect(draws).toEqual([{ ev: "draw", player: 0, n: 2 }]);
  });
});
