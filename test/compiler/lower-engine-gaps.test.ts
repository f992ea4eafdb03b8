// Lowering of the issue-13 engine gaps that now run (rulings/engine-gaps.ruling plays them): a
// restriction against a reference (`among`) or measured from an earlier step's cards, a designation
// of declared targets before `if you do`, `by the approach of your 「X」` (approachBy), and a
// continuous `gets 【X】` (a `trait` continuous effect).
import { describe, expect, it } from "vitest";
import { lowerAbilityLine } from "../emit/helpers.ts";

const only = (line: string, kind?: string) => {
  const l = lowerAbilityLine(line, kind);
  expect(l.diagnostics.map((d) => d.message)).toEqual([]);
  return l.def.abilities![0]!;
};

describe("restrictions against the resolution's cards", () => {
  it("`cannot be blocked by it` is against those very cards, after a designation that sets did", () => {
    const a = only(
      "if this approaches: choose 1 of the opponent's characters; if you do, this cannot be blocked by it this turn",
    );
    expect(a).toMatchObject({
      targets: [{ n: 1 }],
      effect: {
        do: "seq",
        steps: [
          // the designation of the declared target: done when it is still legal (rule 4.3)
          { do: "choose", spec: { from: { sel: "target", index: 0 } }, as: "designated1" },
          {
            do: "ifYouDo",
            effect: {
              do: "restrict",
              restriction: "cannotBeBlocked",
              against: { among: { sel: "target", index: 0 } },
            },
          },
        ],
      },
    });
  });
  it("`it cannot block the approach of this`: the chosen cards, against this card", () => {
    const a = only(
      "if this approaches: choose 2 characters; it cannot block the approach of this this turn",
    );
    expect(a).toMatchObject({
      effect: {
        steps: [
          { do: "choose" },
          {
            do: "restrict",
            who: { sel: "target", index: 0 },
            restriction: "cannotBlock",
            against: { among: { sel: "this" } },
          },
        ],
      },
    });
  });
  it("a value measured from the trashed cards is no longer refused", () => {
    const a = only(
      "[main/own] [0]: trash any number of cards in your hand; if you do, this cannot be blocked by the opponent's characters with cost == count(it) until end of turn",
    );
    expect(JSON.stringify(a)).toContain(
      '"measured":{"stat":"cost","op":"==","than":{"count":{"sel":"var"',
    );
  });
});

describe("`by the approach of` a kind of card", () => {
  it("your 「X」 is an approacher of yours with that name", () => {
    const a = only(
      "if a character of the opponent's leaves by the approach of your 「平沢 唯」: draw 1",
    );
    expect(a).toMatchObject({
      on: { event: "leaves", approachBy: { owner: "you", filter: { name: "平沢 唯" } } },
    });
  });
  it("a number of cards stays refused", () => {
    const l = lowerAbilityLine(
      "if a character of the opponent's leaves by the approach of 2 characters of yours: draw 1",
    );
    expect(l.diagnostics.map((d) => d.message).join()).toContain("by the approach of");
  });
});

describe("a continuous `gets 【X】`", () => {
  it("lowers to a trait continuous effect beside the stats", () => {
    const l = lowerAbilityLine(
      "host gets +10/+10 and 【生徒会長】",
      "support 01-108 「純金飾緒」 blue cost 0 source 3",
    );
    expect(l.diagnostics).toEqual([]);
    expect(l.def.abilities).toMatchObject([
      { kind: "host", effect: { mod: "stats", ap: 10, dp: 10 } },
      { kind: "host", effect: { mod: "trait", who: { sel: "host" }, trait: "生徒会長" } },
    ]);
  });
});

describe("`for each … it` with nothing chosen before: `it` is the step's own subject", () => {
  it("「そのキャラと同じ名称のキャラ1枚につき」 counts the namesakes of the chosen character", () => {
    const a = only(
      "[main/both]: 1 of your characters gets +10/+10 for each characters with the same name as it in your trash until end of turn",
    );
    expect(a).toMatchObject({
      effect: {
        do: "modify",
        who: { sel: "target", index: 0 },
        per: { zone: "trash", filter: { sameNameAs: { sel: "target", index: 0 } } },
      },
    });
  });
  it("after an earlier step, `for each it` still counts that step's cards", () => {
    const a = only(
      "[main/own]: trash any number of cards in your hand; 1 of your characters gets +10/+10 for each it until end of turn",
    );
    expect(JSON.stringify(a)).toContain('"per":{"sel":"var","name":"chosen1"}');
  });
});

describe("a source text for cards `with the same name as this`", () => {
  it("keeps the reference to the paying card (runtime costs.ts paysFor)", () => {
    const l = lowerAbilityLine(
      "this gets source +2 when paying for cards with the same name as this",
      "character 01-083 「木之本 桜&ケルベロス」 green cost 1 source 1 ap 30 dp 30",
    );
    expect(l.diagnostics).toEqual([]);
    expect(l.def.abilities).toMatchObject([
      {
        kind: "continuous",
        effect: { mod: "source", delta: 2, forCard: { sameNameAs: { sel: "this" } } },
      },
    ]);
  });
  it("a reference other than this stays refused on printed data", () => {
    const l = lowerAbilityLine(
      "[main/own]: the next card with the same name as host you play this turn gets cost -1",
    );
    expect(l.diagnostics.map((d) => d.message).join()).toMatch(/printed data|host/);
  });
});
