// One failing deck and its passing twin for every PM6xxx code: the twin differs only in the fix
// the diagnostic suggests, so each test shows the code fires for that reason and no other.
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/index.ts";
import { parseDeck } from "../../grammar/deck/index.ts";
import { deckDiagnostics, indexCards, validateDeck } from "../../compiler/deck/index.ts";
import { BASE, codes, diagnose, variant } from "./helpers.ts";

const cases: [code: string, broken: string, fixed: string][] = [
  ["PM6001", variant(["four tkr/01-012"]), variant(["4 tkr/01-012"])],
  ["PM6002", variant(["0 tkr/01-012"], ["4 tkr/01-012"]), variant(["4 tkr/01-012"])],
  ["PM6003", variant(["4 tkr/01-012 「御坂 美琴"]), variant(["4 tkr/01-012 「御坂 美琴」"])],
  [
    "PM6004",
    variant([...BASE.slice(0, 1), 'deck "late"']).replace(BASE[1]! + "\n", ""),
    'deck "early"\n' + variant([]),
  ],
  ["PM6101", variant(["4 tkr/01-13"]), variant(["4 tkr/01-012"])],
  ["PM6102", variant(["4 01-012"]), variant(["4 tkr/01-012"])],
  ["PM6103", variant(["4 tkr/01-012 「御坂 美鈴」"]), variant(["4 tkr/01-012 「御坂 美琴」"])],
  ["PM6201", variant([], ["1 pm_k-on/01-001"]), variant([])],
  [
    "PM6202",
    variant(["3 tkr/01-012", "2 tkr/01-012"]),
    variant(["2 tkr/01-012", "2 tkr/01-012"], ["4 tkr/01-049"]).replace(
      "4 tkr/01-049\n4 tkr/01-088",
      "4 tkr/01-088",
    ),
  ],
  ["PM6204", variant(["4 ccs/01-027"]), variant(["4 ccs/01-072"])],
];

describe("every PM6xxx code has a failing deck and a passing twin", () => {
  for (const [code, broken, fixed] of cases) {
    it(code, () => {
      expect(codes(broken)).toContain(code);
      expect(codes(fixed)).not.toContain(code);
    });
  }
  it("covers the whole catalogue (PM6203 below, on a fixture set)", () => {
    const all = Object.values(deckDiagnostics).map((d) => d.code);
    expect(new Set([...cases.map(([c]) => c), "PM6203"])).toEqual(new Set(all));
  });
  it("the fixed twins are legal decks, except where the code is a warning-only fix", () => {
    for (const [code, , fixed] of cases) {
      const errors = diagnose(fixed).filter((d) => d.severity === "error");
      expect(errors.map((d) => `${code}: ${d.code} ${d.message}`)).toEqual([]);
    }
  });
});

/** A tiny card set of its own, so the cases below do not move when cardtext/ is encoded further. */
function fixtureIndex() {
  const text = [
    "title 『T』",
    "character 01-006 「A」 red cost 1 source 1 ap 10 dp 10 {\n}",
    "character 01-006a 「A」 red cost 1 source 1 ap 10 dp 10 {\n}",
    'character 01-007 「B」 red cost 1 source 1 ap 10 dp 10 {\n  if this enters: todo "まだ"\n}',
  ].join("\n");
  const cards = parse(text + "\n", "t.cards").ast;
  return indexCards([{ file: "t.cards", ast: cards }]);
}

describe("PM6203: a card that cannot be played yet", () => {
  const check = (deck: string, isCompiled?: (id: string) => boolean) =>
    validateDeck(parseDeck(deck).ast, fixtureIndex(), isCompiled ? { isCompiled } : {})
      .diagnostics.filter((d) => d.code === "PM6203")
      .map((d) => d.message);
  it("a card whose text has a todo", () => {
    expect(check("1 t/01-007\n")).toEqual([
      "t/01-007 「B」 cannot be played yet: a text is still a `todo`, so it was not compiled",
    ]);
    expect(check("1 t/01-006\n")).toEqual([]);
  });
  it("a card the emitter wrote no module for", () => {
    expect(check("1 t/01-006\n", () => false)[0]).toContain("no generated/ module");
    expect(check("1 t/01-006\n", () => true)).toEqual([]);
  });
});

describe("details", () => {
  it("suggests the closest id for an unknown card", () => {
    const [d] = diagnose(variant(["4 tkr/01-13"])).filter((x) => x.code === "PM6101");
    expect(d?.message).toContain("did you mean `tkr/01-012`?");
  });
  it("lists the ids of an ambiguous number", () => {
    const [d] = diagnose(variant(["4 01-012"])).filter((x) => x.code === "PM6102");
    expect(d?.message).toContain("tkr/01-012");
    expect(d?.message).toContain("rulebook-examples/01-012");
  });
  it("says how many cards the deck has, at the header when there is one", () => {
    const [d] = diagnose('deck "x"\n' + variant([], ["1 pm_k-on/01-001"])).filter(
      (x) => x.code === "PM6201",
    );
    expect(d?.message).toContain("has 61 (1 too many)");
    expect(d?.span.start.line).toBe(1);
  });
  it("points at every line that adds to too many copies", () => {
    const lines = diagnose(variant(["3 tkr/01-012", "2 tkr/01-012"]))
      .filter((x) => x.code === "PM6202")
      .map((x) => x.span.start.line);
    expect(lines).toEqual([1, 2]);
  });
  it("counts variant letters as the same card (rule 1.3)", () => {
    const { ast } = parseDeck("3 t/01-006\n2 t/01-006a\n");
    const found = validateDeck(ast, fixtureIndex()).diagnostics.filter((d) => d.code === "PM6202");
    expect(found).toHaveLength(2);
    expect(found[0]?.message).toContain("5 copies of 01-006");
  });
});
