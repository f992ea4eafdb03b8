// yrc 01-093 「このターン、このターンの間に場に出た全てのキャラは、アプローチできない。」 compiled from
// the card language: the filter `put onto the field this turn` is the engine's enteredThisTurn
// (every way of arriving, rule 6.1); `that entered this turn` (登場: played) is enteredByPlay.
import { describe, expect, it } from "vitest";
import type { CardDef, Effect } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { compiledEvent } from "./compiled.ts";
import {
  char,
  eventCard,
  expectOnlyTheOldOneApproaches,
  passUntil,
  onBoard,
  spare,
} from "./helpers.ts";

const lowered = lowerAbilityLine(
  "[main/both]: all characters put onto the field this turn cannot approach this turn",
);
const text = lowered.def.abilities![0] as unknown as { effect: Effect };

/** E-1 rests every character that entered this turn (登場); E-2 puts one from the hand onto the field. */
const restPlayedAndPutOne = (): [CardDef, CardDef] => [
  compiledEvent("E", "[main/own]: rest all characters that entered this turn"),
  compiledEvent("F", "[main/own]: put 1 character in your hand onto your main area", "E-2"),
];

describe("arrived this turn", () => {
  it("rule 6.1: a character put onto the field this turn cannot approach; an older one can", () => {
    expect(lowered.diagnostics).toEqual([]);
    expectOnlyTheOldOneApproaches(eventCard("E-1", text.effect, { player: "both" }));
  });
  it("rule 6.1: `that entered this turn` (登場) is a character played this turn, not one put onto the field", () => {
    const [restPlayed, putOne] = restPlayedAndPutOne();
    const g = onBoard(
      [
        restPlayed,
        putOne,
        char("A-1", "played", { cost: 0 }),
        char("A-2", "put", { cost: 0 }),
        char("O-1", "old"),
        spare,
      ],
      {
        p0: { hand: ["E-1", "E-2", "A-1", "A-2", "T-99"], main: ["O-1"] },
      },
    );
    const [a1, a2, o1] = [g.id(0, "A-1"), g.id(0, "A-2"), g.id(0, "O-1")];
    g.do({ type: "play", player: 0, card: a1, pay: [] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [] });
    passUntil(g, "choose");
    g.do({ type: "choose", player: 0, cards: [a2] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect([a1, a2, o1].map((id) => g.state.cards[id]!.rested)).toEqual([true, false, false]);
  });
  it("MOVED_CARD_IS_A_NEW_OBJECT: a played character that left the field and was put back is not one", () => {
    const [restPlayed, putOne] = restPlayedAndPutOne();
    const bounce = compiledEvent(
      "G",
      "[main/own]: put 1 of your characters into its owner's hand",
      "E-3",
    );
    const g = onBoard([restPlayed, putOne, bounce, char("A-1", "played", { cost: 0 }), spare], {
      p0: { hand: ["E-1", "E-2", "E-3", "A-1", "T-99"] },
    });
    const a1 = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: a1, pay: [] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-3"), pay: [], targets: [[a1]] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [] });
    passUntil(g, "choose");
    g.do({ type: "choose", player: 0, cards: [a1] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect([g.where(a1), g.state.cards[a1]!.rested]).toEqual(["main", false]);
  });
});
