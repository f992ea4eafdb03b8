// The ruling parser, construct by construct: a passing snippet and its failing twin (a typo or
// a missing part), each failing twin reporting a PM5xxx diagnostic on the right line.
import { describe, expect, it } from "vitest";
import { parseRuling } from "../../grammar/ruling/index.ts";

/**
 * One row a construct: its name | a good line | its broken twin | the code the twin reports. Lines
 * go inside a ruling.
 */
const lines = `
turn line | turn 3 of A, approach phase | turn 3 of C, approach phase | PM5101
turn line phase | turn 2 of B, end phase | turn 2 of B, lunch phase | PM5403
first player | first player B | first player | PM5101
seed | seed 4 | seed four | PM5101
pending | pending "engine gap" | pending engine gap | PM5101
ad-hoc card | card T-100 「唯」 red cost 2 source 1 ap 20 dp 30 【制服】 『けいおん!』 tennen 2 active | card T-100 「唯」 red cost two | PM5101
ad-hoc support | card T-101 「ギー太」 support cost 1 attach to 「唯」 host +10/+0 | card T-101 「ギー太」 support attach | PM5101
ad-hoc keywords | card T-102 「侍」 cost 1 ap 10 dp 10 team-up 【侍】 gyakkyou 5 +20/+20 break free-entry | card T-102 「侍」 gyakkyou +20/+20 | PM5101
zone line | A main: V-001 rested coins 2 +10/+0 until end of turn with 01-120, 「平沢 唯」 x2 | A main V-001 | PM5101
zone line states | B main: V-004 entered this turn approached -10/-10 | B main: V-004 sleepy | PM5101
points | A points: 3 filler, V-001 face down, V-002 face-down | A points: 3 fillers | PM5101
exact deck | B deck: exactly V-001, V-002 | B deck: exactly | PM5101
empty deck | A deck: empty | A deck: empty V-001 | PM5101
unknown zone | A support: V-001 | A suport: V-001 | PM5103
pass | A passes | A passes twice | PM5101
both pass | both pass | both passes | PM5101
pass until | pass until block | pass until lunch | PM5403
play | A plays V-004 paying V-001, point V-002, 2 points to support | A plays V-004 paying | PM5101
play event | A plays 01-101 paying nothing targeting V-004; B's V-001 and V-002 | A plays 01-101 targeting | PM5101
play support | A plays 01-120 paying V-001 on V-004 | A plays 01-120 onto V-004 | PM5101
replace | A plays V-004 paying V-001 replacing V-002 | A plays V-004 replacing | PM5101
use | A uses 01-005 text 1 paying V-001 discarding V-009 targeting V-004 | A uses 01-005 text one | PM5101
approach | A approaches with 03-001 and V-004 | A approaches 03-001 | PM5101
end approach | A ends the approach phase | A ends the turn | PM5101
block | B blocks with V-009 | B blocks V-009 | PM5101
no block | B does not block | B does not blok | PM5101
pick dp | B picks dp of 03-001 | B picks 03-001 | PM5101
option | A picks option 2 | A picks option two | PM5101
discard | A discards V-001, V-002 | A discards | PM5101
order | A orders 01-003, 01-002 | A orders | PM5101
targets | A targets B's V-009 | A targets | PM5101
break | B breaks 01-102 targeting A's V-003 | B breaks | PM5101
no break | B does not break | B does not brake | PM5101
choose | A chooses V-001 and V-002 | A chooses | PM5101
may | A accepts | A accept | PM5101
go first | A chooses to go second | A chooses to go last | PM5101
area | A chooses support area | A chooses support | PM5101
area replacing | A chooses main area replacing V-002 | A chooses main area replacing | PM5101
area replacing in support | A chooses main area | A chooses support area replacing V-002 | PM5101
mulligan | B mulligans | B mulligan | PM5101
mulligan order | B mulligans bottom V-001, V-002 | B mulligans bottom | PM5101
expect zone | expect B trash has V-001, V-002 | expect B trash contains V-001 | PM5101
expect zone is | expect A main is V-001, V-002 | expect A main is | PM5101
expect zone count | expect A points face-down count 1 | expect A points count | PM5101
expect zone none | expect A hand has no V-001 | expect A hand has no | PM5101
expect zone starts with | expect A deck starts with V-001, V-002 | expect A deck starts V-001 | PM5101
expect zone ends with | expect A deck ends with V-001 | expect A deck ends with | PM5101
expect deck top | expect A deck top 2 is V-001, V-002 | expect A deck top 2 is V-001 | PM5101
expect deck bottom | expect B deck bottom 1 is V-001 | expect B deck bottom is V-001 | PM5101
expect stats | expect V-004 is 40/30 | expect V-004 is 40 | PM5101
expect ap dp | expect B's V-004 ap 40 dp 30 | expect V-004 ap 40 | PM5101
expect rested | expect V-004 rested | expect V-004 tired | PM5101
expect coins | expect V-004 coins 2 | expect V-004 coins | PM5101
expect named coins | expect V-004 coins 3 "タコスコイン" | expect V-004 coins "タコスコイン" | PM5101
expect attached | expect 01-120 attached to V-004 | expect 01-120 attached V-004 | PM5101
expect log | expect log has "battle" | expect log has battle | PM5101
expect log order | expect log has "a" before "b" | expect log has "a" before | PM5101
expect invariants | expect invariants hold | expect invariants | PM5101
expect resolution order | expect resolves A's V-001 before 「X」 | expect resolves V-001 after V-002 | PM5101
expect winner | expect winner B | expect winner C | PM5101
expect no winner | expect no winner | expect no loser | PM5101
expect waiting | expect waiting B block | expect waiting B dance | PM5402
expect turn | expect turn 4 of B, main phase | expect turn 4 of B, nap phase | PM5403
expect nothing | expect winner draw | expect | PM5402
statement | A passes // a comment | attack! | PM5102
database id | A main: rulebook-examples/01-001_2 rested | A main: rulebook-examples/ | PM5101
`
  .trim()
  .split("\n")
  .map((row) => {
    const cells = row.split(" | ");
    if (cells.length !== 4) throw new Error(`a row has 4 cells: ${row}`);
    return cells as [string, string, string, string];
  });

const wrap = (line: string): string =>
  `ruling "r" cites rule 8.5, R-A-1, card 01-046\n  ${line}\n  expect no winner\n`;

describe("ruling parser: each construct and its broken twin", () => {
  for (const [what, good, bad, code] of lines) {
    it(`${what}: parses`, () => {
      const r = parseRuling("t.ruling", wrap(good));
      expect(r.diagnostics).toEqual([]);
      expect(r.ast.rulings).toHaveLength(1);
    });
    it(`${what}: broken twin reports ${code} on line 2`, () => {
      const r = parseRuling("t.ruling", wrap(bad));
      const d = r.diagnostics.find((x) => x.code === code);
      expect(d, JSON.stringify(r.diagnostics)).toBeDefined();
      expect(d!.span.start.line).toBe(2);
    });
  }
});

describe("ruling parser: structure", () => {
  it("reads the header, citations and the board", () => {
    const r = parseRuling(
      "t.ruling",
      'ruling "a" cites rule 8.5, R-A-1, card 01-046\n  turn 3 of B, approach phase\n  A main: V-001 rested\n  A approaches with V-001\n  expect reject priority/not-your-turn\n',
    );
    expect(r.diagnostics).toEqual([]);
    const ruling = r.ast.rulings[0]!;
    expect(ruling.cites.map((c) => `${c.kind}:${c.id}`)).toEqual([
      "rule:8.5",
      "ruling:R-A-1",
      "card:01-046",
    ]);
    expect([ruling.turn, ruling.turnPlayer, ruling.phase]).toEqual([3, 1, "approach"]);
    expect(ruling.zones[0]!.entries[0]!.rested).toBe(true);
    expect(ruling.body.map((b) => b.kind)).toEqual(["Step", "Expect"]);
  });
  it("reads `expect reject` with a code, words, both or neither; words go last", () => {
    const after = (e: string) =>
      parseRuling("t.ruling", `ruling "a" cites rule 8.4\n  A approaches with V-001\n  ${e}\n`);
    const expectations = [
      "expect reject",
      "expect reject cost/unpayable",
      'expect reject "points"',
      'expect reject cost/unpayable "points"',
    ].map((e) => {
      const r = after(e);
      expect(r.diagnostics).toEqual([]);
      return r.ast.rulings[0]!.body[1];
    });
    expect(expectations.map((b) => (b?.kind === "Expect" ? b.expectation : b))).toEqual([
      { what: "reject" },
      { what: "reject", reason: "cost/unpayable" },
      { what: "reject", words: "points" },
      { what: "reject", reason: "cost/unpayable", words: "points" },
    ]);
    expect(after('expect reject "points" cost/unpayable').diagnostics[0]?.code).toBe("PM5101");
  });
  it("reads Q&A and printed-text citations", () => {
    const r = parseRuling(
      "t.ruling",
      'ruling "a" cites qa 12, qa "2011-05 #3", printed 01-046\n  turn 3 of B, approach phase\n  expect no winner\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.ast.rulings[0]!.cites.map((c) => `${c.kind}:${c.id}`)).toEqual([
      "qa:12",
      "qa:2011-05 #3",
      "printed:01-046",
    ]);
    const bad = parseRuling("t.ruling", 'ruling "a" cites qa\n  expect no winner\n');
    expect(bad.diagnostics[0]?.code).toBe("PM5101");
  });

  it("keeps several rulings and the file's shared cards", () => {
    const r = parseRuling(
      "t.ruling",
      `card T-001 「x」 ap 10 dp 10\n${wrap("A passes")}${wrap("B passes").replace('"r"', '"s"')}`,
    );
    expect(r.ast.cards).toHaveLength(1);
    expect(r.ast.rulings.map((x) => x.name)).toEqual(["r", "s"]);
  });
  it("reads the file's database line", () => {
    const r = parseRuling(
      "t.ruling",
      `cards compiled rulebook-examples, pm_k-on\n${wrap("A passes")}`,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.ast.database).toMatchObject({
      base: "compiled",
      sets: ["rulebook-examples", "pm_k-on"],
    });
    const late = parseRuling("t.ruling", `${wrap("A passes")}cards samples\n`);
    expect(late.diagnostics.map((d) => d.code)).toContain("PM5101");
  });
  it("new game comes first and may be refused", () => {
    const ok = parseRuling(
      "t.ruling",
      'ruling "g" cites rule 2.1\n  new game seed 3\n  expect reject deck/size\n',
    );
    expect(ok.diagnostics).toEqual([]);
    const late = parseRuling(
      "t.ruling",
      'ruling "g" cites rule 2.1\n  A keeps\n  new game\n  expect no winner\n',
    );
    expect(late.diagnostics.map((d) => d.code)).toContain("PM5101");
  });
  it("expect reject must follow a step", () => {
    const r = parseRuling(
      "t.ruling",
      'ruling "g" cites rule 2.1\n  expect reject cost/unpayable\n',
    );
    expect(r.diagnostics.map((d) => d.code)).toContain("PM5401");
  });
  it("never throws on arbitrary input", () => {
    for (const text of [
      "",
      "\n\n",
      "「",
      'ruling "',
      "ruling",
      "expect",
      "A A A A",
      "card",
      "// only a comment\n",
    ]) {
      expect(() => parseRuling("t.ruling", text)).not.toThrow();
    }
  });
});
