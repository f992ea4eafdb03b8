// Lowering of the constructs that were engine gaps (PM4001) until runtime/ gained them: created
// triggers, the blocking / blocked states, up to N / all point turning, play requirements,
// continuous `cannot be blocked by`, cost changes on the field and of a card in the hand,
// gyakkyou on a keyword, `the opponent may`, putting a card onto the field rested.
import { describe, expect, it } from "vitest";
import { lowerAbilityLine, lowerSnippet } from "./helpers.ts";

const def = (line: string) => {
  const l = lowerAbilityLine(line);
  expect(l.diagnostics.map((d) => d.message)).toEqual([]);
  return l.def;
};
const effectOf = (line: string) => (def(line).abilities![0] as { effect: unknown }).effect;

describe("printed card texts lower to the runtime's data", () => {
  it("this turn, if …: a createTrigger; `it` binds the earlier target (ahb/01-098)", () => {
    expect(
      effectOf(
        "[main/own]: 1 of your characters gets +20/+20 until end of turn; this turn, if it gives a point by approach: (draw 2)",
      ),
    ).toEqual({
      do: "seq",
      steps: [
        { do: "modify", who: { sel: "target", index: 0 }, ap: 20, dp: 20, duration: "turn" },
        {
          do: "createTrigger",
          on: { event: "givesPoint", subject: "bound" },
          mode: "if",
          effect: { do: "draw", player: "you", n: 2 },
          bind: { sel: "target", index: 0 },
        },
      ],
    });
  });
  it("a created trigger about a query: `it` inside is the event's card (akb/01-110)", () => {
    expect(
      effectOf(
        "[main/own]: this turn, if 1 of your characters gives a point by approach: (you may put 1 coin on it)",
      ),
    ).toEqual({
      do: "createTrigger",
      on: { event: "givesPoint", subject: "yours", filter: { kind: "character" } },
      mode: "if",
      effect: { do: "may", effect: { do: "coins", what: { sel: "eventCard" }, n: 1 } },
    });
  });
  it("blocking filter, this is blocking / blocked", () => {
    expect(effectOf("[main/own]: return 1 blocking character to its owner's hand")).toEqual({
      do: "returnToHand",
      what: { sel: "target", index: 0 },
    });
    expect(
      def("[main/own]: return 1 blocking character to its owner's hand").abilities![0],
    ).toMatchObject({
      targets: [{ from: { filter: { kind: "character", blocking: true } }, n: 1 }],
    });
    expect(def("while this is blocking: this gets +10/+10").abilities![0]).toMatchObject({
      condition: { cond: "thisIs", filter: { blocking: true } },
    });
    expect(def("while this is blocked: this gets +10/+10").abilities![0]).toMatchObject({
      condition: { cond: "thisIs", filter: { blocked: true } },
    });
  });
  it("turning up to N / all point cards (fa/01-089, hmk/01-087)", () => {
    expect(effectOf("if this leaves: turn up to 2 cards in your point pile face up")).toEqual({
      do: "flipPoints",
      player: "you",
      n: 2,
      faceUp: true,
      upTo: true,
    });
    expect(
      effectOf("if this enters: turn all cards in the opponent's point pile face down"),
    ).toEqual({ do: "flipPoints", player: "opponent", n: 0, faceUp: false, all: true });
  });
  it("an event's play requirement becomes CardDef.playRequirement (ahb/01-109)", () => {
    const l = lowerSnippet(
      `event 01-101 「うんたん♪」 red cost 0 source 1 {\n  requires your points >= 3\n  [main/own]: draw 1\n}`,
    );
    expect(l.diagnostics).toEqual([]);
    expect(l.def.playRequirement).toEqual({ cond: "points", who: "you", op: ">=", n: 3 });
  });
  it("continuous cannot be blocked by <kind> carries `against` (mdk/01-066)", () => {
    expect(def("this cannot be blocked by characters with dp <= 10").abilities![0]).toEqual({
      kind: "continuous",
      effect: {
        mod: "restriction",
        who: { sel: "this" },
        restriction: "cannotBeBlocked",
        against: { kind: "character", dp: { op: "<=", n: 10 } },
      },
    });
  });
  it("cost until end of turn (gp/01-106) and a card's own cost in the hand (sak/01-028)", () => {
    expect(effectOf("[main/own]: 1 of your characters gets cost +2 until end of turn")).toEqual({
      do: "modifyCost",
      who: { sel: "target", index: 0 },
      delta: 2,
      duration: "turn",
    });
    expect(def("this gets cost -2").abilities![0]).toEqual({
      kind: "continuous",
      effect: { mod: "cost", owner: "you", delta: -2, self: true },
    });
  });
  it("gyakkyou on a keyword (hyakka/01-004's neighbour hyakka/01-063)", () => {
    expect(def("gyakkyou 4: free entry").keywords).toEqual([{ kw: "freeEntry", gyakkyou: 4 }]);
  });
  it("the opponent may …: the opponent decides and chooses (pm_hs/01-125)", () => {
    expect(
      effectOf(
        "if this enters: the opponent may return 1 character in the opponent's trash to its owner's hand",
      ),
    ).toEqual({
      do: "may",
      player: "opponent",
      effect: {
        do: "seq",
        steps: [
          {
            do: "choose",
            spec: {
              from: {
                sel: "cards",
                owner: "opponent",
                zone: "trash",
                filter: { kind: "character" },
              },
              n: 1,
            },
            as: "chosen1",
            chooser: "opponent",
          },
          { do: "returnToHand", what: { sel: "var", name: "chosen1" } },
        ],
      },
    });
  });
  it("put … onto your main area rested: the area named", () => {
    expect(
      effectOf("if this enters: put 1 character in your trash onto your main area rested"),
    ).toMatchObject({
      do: "seq",
      steps: [{ do: "choose" }, { do: "putOntoField", area: "main", rested: true }],
    });
  });
  it("put … onto your field rested (saga/01-033, 場に出す): no area, its controller chooses (rule 6.1)", () => {
    expect(
      effectOf("if this enters: put 1 character in your trash onto your field rested"),
    ).toMatchObject({
      do: "seq",
      steps: [{ do: "choose" }, { do: "putOntoField", area: "field", rested: true }],
    });
  });
});
