// Cards with texts inside a ruling file (issue 16): the card language between `card … {` and `}`
// is parsed, checked against the ruling's cards and lowered on the fly; its diagnostics point
// into the ruling file, and an error keeps the rulings that see the card from running.
import { describe, expect, it } from "vitest";
import { parseRuling } from "../../grammar/ruling/index.ts";
import { runRulingText } from "../../ruling-runner/index.ts";

const ruling = (name: string, cards = ""): string =>
  `ruling "${name}" cites rule 6.1\n${cards}  turn 3 of A, main phase\n  A main: V-004\n  expect A main has V-004\n`;

/** code, line and column of each diagnostic. */
const where = (r: Awaited<ReturnType<typeof runRulingText>>): [string, number, number][] =>
  r.diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column]);

describe("a card's texts in a ruling file", () => {
  it("are cut out of the ruling's lines and parsed as the card language", () => {
    const text = `card T-001 「a」 red cost 1 ap 10 dp 10 {\n  if this enters: draw 1 // a comment }\n  your other characters get +10/+10\n}\n${ruling("r")}`;
    const r = parseRuling("t.ruling", text);
    expect(r.diagnostics).toEqual([]);
    const texts = r.ast.cards[0]!.texts!;
    expect(texts.card.abilities.map((a) => a.kind)).toEqual(["Triggered", "Continuous"]);
    expect(texts.block).toEqual({
      line: 1,
      open: text.indexOf("{"),
      close: text.indexOf("}\nruling") + 1,
    });
    expect(r.ast.rulings).toHaveLength(1);
  });

  it("report a card-language error at its own line and column; other rulings still run", async () => {
    const bad = `  card T-002 「b」 red cost 1 ap 10 dp 10 {\n    if this enters: drow 1\n  }\n`;
    const r = await runRulingText("t.ruling", `${ruling("broken", bad)}\n${ruling("fine")}`);
    expect(where(r)).toEqual([["PM1201", 3, 21]]);
    expect(r.diagnostics[0]!.message).toContain("did you mean `draw`");
    expect(r.results.map((x) => [x.ruling.name, x.status])).toEqual([["fine", "passed"]]);
  });

  it("report the checker's and the lowering's errors there too", async () => {
    const cards =
      `card T-003 「c」 red cost 1 ap 10 dp 10 {\n  if this enters: perform "改変"\n}\n` +
      `card T-004 「d」 red cost 1 ap 10 dp 10 {\n  if this enters: put 1 「存在しない」 in your trash into its owner's hand\n}\n`;
    const r = await runRulingText("t.ruling", cards + ruling("r"));
    expect(where(r)).toEqual([
      ["PM3515", 2, 19],
      ["PM4001", 2, 19],
      ["PM2001", 5, 25],
    ]);
    expect(r.results).toEqual([]);
  });

  it("resolve names against the ruling's own and sample cards (no false PM2001)", async () => {
    const cards = `card T-005 「e」 red cost 1 ap 10 dp 10 {\n  if this enters: put 1 「平沢 唯」 in your trash into its owner's hand\n}\n`;
    const r = await runRulingText("t.ruling", cards + ruling("r"));
    expect(r.diagnostics).toEqual([]);
  });

  it("an unclosed `{` is PM5003 at the brace", async () => {
    const r = await runRulingText(
      "t.ruling",
      `card T-006 「f」 red cost 1 ap 10 dp 10 {\n${ruling("r")}`,
    );
    expect(where(r)[0]).toEqual(["PM5003", 1, 39]);
    expect(r.results).toEqual([]);
  });
});
