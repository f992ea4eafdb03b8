// `cards compiled <set>, …` loads only the named sets (ruling-runner/cards.ts, issue 15): the sets
// it knows are those of generated/index.ts, and the cards it gives are exactly those that
// filtering every compiled card by set gave (same objects, same order); the rulings of a file
// that declare no card of their own share one database, and a ruling's own cards stay its own.
import { describe, expect, it } from "vitest";
import { allCards, sets } from "../../generated/index.ts";
import {
  compiledAvailable,
  compiledSetCards,
  compiledSetNames,
} from "../../ruling-runner/cards.ts";
import { runRulingText } from "../../ruling-runner/index.ts";

const setOf = (id: string | undefined): string => (id ?? "").split("/")[0]!;

describe("the compiled sets, one by one", () => {
  it("are generated/index.ts's sets, in its order", () => {
    expect(compiledAvailable()).toBe(true);
    expect(compiledSetNames()).toEqual(Object.keys(sets));
  });

  it("give the cards that filtering every compiled card by set gave, whatever order they are named in", async () => {
    const names = compiledSetNames();
    const chosen = [names.at(-1)!, names[0]!, names[Math.floor(names.length / 2)]!];
    const expected = allCards.filter((c) => chosen.includes(setOf(c.id)));
    expect(expected.length).toBeGreaterThan(0);
    const cards = await compiledSetCards(chosen);
    expect(cards).toHaveLength(expected.length);
    // The same objects: a set reached alone is the set the root index holds.
    cards!.forEach((c, i) => expect(c).toBe(expected[i]));
  });

  it("give every card of a set the set's id prefix", async () => {
    for (const name of compiledSetNames().slice(0, 5)) {
      const cards = await compiledSetCards([name]);
      expect(cards!.map((c) => setOf(c.id))).toEqual(cards!.map(() => name));
    }
  });

  it("give the same array each time the same list is named", async () => {
    const [a, b] = compiledSetNames();
    expect(await compiledSetCards([a!, b!])).toBe(await compiledSetCards([a!, b!]));
  });
});

describe("a ruling file on compiled sets", () => {
  const ruling = (name: string, body: string): string =>
    `ruling "${name}" cites rule 3.2\n  turn 1 of A, main phase\n${body}  expect waiting A priority\n`;
  // A 0-cost card in hand keeps A's main phase open (else the game runs on by itself, rule 4.1).
  const spare = "card T-H01 「控え」 purple cost 0 ap 10 dp 10\n";

  it("runs against the named set, and an unknown set is still PM5206 with a suggestion", async () => {
    const [first] = compiledSetNames();
    const id = (await compiledSetCards([first!]))![0]!.id!;
    const ok = await runRulingText(
      "s.ruling",
      `cards compiled ${first}\n${spare}${ruling("r", "  A hand: 「控え」\n")}`,
    );
    expect(ok.diagnostics).toEqual([]);
    expect(ok.results.map((r) => r.status)).toEqual(["passed"]);
    // A card of another set is not in this file's database.
    const other = compiledSetNames().find((s) => s !== first)!;
    const otherId = (await compiledSetCards([other]))![0]!.id!;
    const missing = await runRulingText(
      "s.ruling",
      `cards compiled ${first}\n${spare}${ruling("r", `  A hand: ${otherId}\n`)}`,
    );
    expect(missing.diagnostics.map((d) => d.code)).toEqual(["PM5201"]);
    const found = await runRulingText(
      "s.ruling",
      `cards compiled ${first}\n${spare}${ruling("r", `  A hand: ${id}, 「控え」\n`)}`,
    );
    expect(found.diagnostics).toEqual([]);
    const typo = await runRulingText("s.ruling", `cards compiled ${first}x\n${ruling("r", "")}`);
    expect(typo.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["PM5206", `unknown compiled set \`${first}x\` (did you mean \`${first}\`?)`],
    ]);
  });

  it("keeps a ruling's own card out of the next ruling, which shares the file's database", async () => {
    const text =
      ruling("own", "  card T-001 「自前」 purple cost 0 ap 10 dp 10\n  A hand: 「自前」\n") +
      ruling("after", "  A hand: 「自前」\n") +
      ruling("plain", "  A hand: V-001\n");
    const r = await runRulingText("s.ruling", text);
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([["PM5201", 8]]);
    expect(r.results.map((x) => [x.ruling.name, x.status])).toEqual([
      ["own", "passed"],
      ["plain", "passed"],
    ]);
  });
});
