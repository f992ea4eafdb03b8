// Lowering unit tests: one small snippet per concern, compared with the runtime data a
// hand-written card would hold (runtime/samples/seed.ts is the model).
import { describe, expect, it } from "vitest";
import { lowerAbilityLine, lowerSnippet } from "./helpers.ts";

const only = (line: string) => {
  const l = lowerAbilityLine(line);
  expect(l.diagnostics.map((d) => d.message)).toEqual([]);
  return l.def;
};

describe("card data", () => {
  it("copies the header, traits, rarity and printed text; id only when given", () => {
    const { def } = lowerSnippet(
      `character 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 【制服】【音楽】 rarity R {\n  printed "テキスト"\n}`,
    );
    expect(def).toEqual({
      number: "01-001",
      name: "平沢 唯",
      kind: "character",
      color: "red",
      title: "けいおん!",
      cost: 4,
      source: 1,
      ap: 40,
      dp: 30,
      traits: ["制服", "音楽"],
      rarity: "R",
      text: "テキスト",
    });
  });
  it("a support character has no ap/dp", () => {
    expect(
      lowerSnippet(`character 01-008 「平沢 憂」 yellow cost 0 source 1`).def,
    ).not.toHaveProperty("ap");
  });
});

describe("keywords", () => {
  it.each([
    ["active", { kw: "active" }],
    ["tennen 2", { kw: "tennen", n: 2 }],
    ["break", { kw: "break" }],
    ["free entry", { kw: "freeEntry" }],
    [
      "free entry in [main/opponent], [approach/own]",
      { kw: "freeEntry", windows: ["opponentMain", "ownApproach"] },
    ],
    ["team-up with 【制服】", { kw: "teamUp", trait: "制服" }],
    ["team-up with 「平沢 唯」", { kw: "teamUp", name: "平沢 唯" }],
    ["〔突破30〕", { kw: "unimplemented", name: "突破", params: [30] }],
  ])("%s", (line, kw) => {
    expect(only(line).keywords).toEqual([kw]);
  });
  it("combi has no data: the runtime reads it from the name", () => {
    expect(only("combi").keywords).toBeUndefined();
  });
});

describe("activated abilities", () => {
  it("costs, and a field quantity as a declaration target", () => {
    expect(
      only("[main/own] ↓, [1]: 1 of your 「平沢 唯」 gets +10/±0 until end of turn").abilities,
    ).toEqual([
      {
        kind: "activated",
        timing: { phase: "main", player: "own" },
        cost: { source: 1, rest: true },
        targets: [
          {
            from: { sel: "cards", owner: "you", zone: "field", filter: { name: "平沢 唯" } },
            n: 1,
          },
        ],
        effect: { do: "modify", who: { sel: "target", index: 0 }, ap: 10, dp: 0, duration: "turn" },
      },
    ]);
  });
  it("an extra cost trashes from hand", () => {
    const [a] = only("[main/own] [0], trash 1 「平沢 唯」 in your hand: draw 1").abilities!;
    expect(a).toMatchObject({
      cost: { source: 0, extra: [{ pay: "trashFromHand", filter: { name: "平沢 唯" }, n: 1 }] },
    });
  });
  it("a quantity in the trash is chosen on resolution, and `it` refers to it", () => {
    const [a] = only("[main/own]: put 1 character in your trash into your hand").abilities!;
    expect(a).toMatchObject({
      effect: {
        do: "seq",
        steps: [
          {
            do: "choose",
            spec: {
              from: { sel: "cards", owner: "you", zone: "trash", filter: { kind: "character" } },
              n: 1,
            },
            as: "chosen1",
          },
          { do: "move", what: { sel: "var", name: "chosen1" }, to: "hand" },
        ],
      },
    });
    expect(a).not.toHaveProperty("targets");
  });
  it("a step after `if you do` chooses on resolution", () => {
    const [a] = only(
      "[main/own]: draw 1; if you do, rest 1 of the opponent's characters",
    ).abilities!;
    expect(a).toMatchObject({
      effect: { do: "seq", steps: [{ do: "draw" }, { do: "ifYouDo", effect: { do: "seq" } }] },
    });
  });
});

describe("triggered abilities", () => {
  it("`if this enters and <condition>` keeps the condition on the ability", () => {
    const [a] = only(
      "if this enters and count(your characters) >= 3: put 1 coin on this",
    ).abilities!;
    expect(a).toEqual({
      kind: "triggered",
      on: { event: "enters", subject: "this" },
      mode: "if",
      condition: {
        cond: "count",
        of: { sel: "cards", owner: "you", zone: "field", filter: { kind: "character" } },
        op: ">=",
        n: 3,
      },
      effect: { do: "coins", what: { sel: "this" }, n: 1 },
    });
  });
  it("`each time another character of yours enters` is subject another", () => {
    const [a] = only(
      "each time another character of yours enters: this gets +10/+10 until end of turn",
    ).abilities!;
    expect(a).toMatchObject({
      mode: "eachTime",
      on: { event: "enters", subject: "another", filter: { kind: "character" } },
    });
  });
  it("`at end of turn` is an end-of-turn trigger of your turn", () => {
    const [a] = only("at end of your turn: return this to your hand").abilities!;
    expect(a).toMatchObject({
      on: { event: "endOfTurn", subject: "yours" },
      effect: { do: "returnToHand", what: { sel: "this" } },
    });
  });
});

describe("continuous texts, gyakkyou, support cards", () => {
  it("a continuous stat change", () => {
    expect(only("this gets +20/+20").abilities).toEqual([
      { kind: "continuous", effect: { mod: "stats", who: { sel: "this" }, ap: 20, dp: 20 } },
    ]);
  });
  it("gyakkyou marks the inner ability", () => {
    expect(only("gyakkyou 5: this gets +20/+20").abilities).toEqual([
      {
        kind: "continuous",
        gyakkyou: 5,
        effect: { mod: "stats", who: { sel: "this" }, ap: 20, dp: 20 },
      },
    ]);
  });
  it("a support card: attach restriction and host grant", () => {
    const { def, diagnostics } = lowerSnippet(
      `character 01-001 「平沢 唯」 red cost 1 source 1 ap 20 dp 20\nsupport 01-120 「ギー太」 red cost 1 source 1 {\n  attach to 「平沢 唯」\n  host gets +10/±0\n}`,
      "01-120",
    );
    expect(diagnostics).toEqual([]);
    expect(def.attachTo).toEqual({ name: "平沢 唯" });
    expect(def.abilities).toEqual([
      { kind: "host", effect: { mod: "stats", who: { sel: "host" }, ap: 10, dp: 0 } },
    ]);
  });
});

describe("conditions", () => {
  it("`!=` becomes not ==, `you have` a count >= 1", () => {
    const [a] = only(
      "while count(your characters) != 2 and you have a 「平沢 唯」: this gets +10/+10",
    ).abilities!;
    expect(a).toMatchObject({
      condition: {
        cond: "and",
        all: [
          { cond: "not", c: { cond: "count", op: "==", n: 2 } },
          {
            cond: "count",
            of: { sel: "cards", owner: "you", zone: "field", filter: { name: "平沢 唯" } },
            op: ">=",
            n: 1,
          },
        ],
      },
    });
  });
});
