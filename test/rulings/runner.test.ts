// The runner's strictness: unscripted decisions, steps never asked for, unfinished decisions at
// the end, run-on games, rejections; and what a failure prints.
import { describe, expect, it } from "vitest";
import { formatResult, runRulingText, type RulingResult } from "../../ruling-runner/index.ts";

const cards =
  "card T-001 「攻め手」 red cost 1 ap 30 dp 30\ncard T-002 「守り手」 blue cost 1 ap 20 dp 20\ncard T-003 「控え」 red cost 1 ap 10 dp 10\n";
const board =
  "  turn 3 of A, approach phase\n  A main: 「攻め手」, 「控え」\n  B main: 「守り手」\n";

async function one(body: string, header = 'ruling "r" cites rule 8.4\n'): Promise<RulingResult> {
  const r = await runRulingText("r.ruling", `${cards}${header}${board}${body}`);
  expect(r.diagnostics).toEqual([]);
  expect(r.results).toHaveLength(1);
  return r.results[0]!;
}

describe("strict scripted decisions", () => {
  it("passes when every decision is scripted", async () => {
    const r = await one(
      "  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect B trash has 「守り手」\n",
    );
    expect(r.status).toBe("passed");
  });
  it("fails on a decision the ruling did not script", async () => {
    const r = await one(
      "  A approaches with 「攻め手」\n  A approaches with 「控え」\n  expect no winner\n",
    );
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toContain("the engine asked B to block or not");
    expect(r.failure!.line).toBe(9);
  });
  it("fails on a scripted decision that was never asked for", async () => {
    const r = await one(
      "  A approaches with 「攻め手」\n  B does not block\n  B blocks with 「守り手」\n  expect no winner\n",
    );
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toContain("this step was never asked for");
  });
  it("fails when the script stops in the middle of a decision", async () => {
    const text = `${cards}ruling "r" cites rule 4.4\n  turn 3 of A, main phase\n  card T-004 「音」 red cost 0 ap 10 dp 10 【音楽】\n  A main: 01-002, 01-003\n  A hand: 「音」, 「控え」\n  A plays 「音」 paying nothing\n  expect A main has 「音」\n`;
    const r = (await runRulingText("r.ruling", text)).results[0]!;
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toContain("A to order the triggers");
  });
  it("fails when the game silently runs on for turns", async () => {
    const text = `${cards}ruling "r" cites rule 8.6\n  turn 3 of A, approach phase\n  A main: 「攻め手」\n  A approaches with 「攻め手」\n  expect B points count 1\n`;
    const r = (await runRulingText("r.ruling", text)).results[0]!;
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toContain("ran on by itself to turn 5");
  });
  it("an expected rejection must carry the expected reason", async () => {
    const r = await one("  B approaches with 「守り手」\n  expect reject approach/illegal\n");
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toContain("priority/not-your-turn");
  });
  it("`expect reject` without a code accepts any refusal, but not an accepted step", async () => {
    const refused = await one("  B approaches with 「守り手」\n  expect reject\n");
    expect(refused.status).toBe("passed");
    const accepted = await one("  A approaches with 「攻め手」\n  expect reject\n");
    expect(accepted.status).toBe("failed");
    expect(accepted.failure!.expected).toBe("rejected (for any reason)");
  });
  it('`expect reject "words"` needs the words in the engine\'s message', async () => {
    const said = await one('  B approaches with 「守り手」\n  expect reject "NOT player 1"\n');
    expect(said.status).toBe("passed");
    const other = await one(
      '  B approaches with 「守り手」\n  expect reject priority/not-your-turn "rule 8.4"\n',
    );
    expect(other.status).toBe("failed");
    expect(other.failure!.expected).toBe(
      'rejected with priority/not-your-turn and a message with "rule 8.4"',
    );
  });
  it("a refused step without `expect reject` fails with the reason", async () => {
    const r = await one(
      "  A approaches with 「攻め手」\n  B blocks with B's 「守り手」\n  A approaches with 「攻め手」\n  expect no winner\n",
    );
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toContain("approach/illegal");
  });
});

describe("order expectations compare first occurrences", () => {
  const twice =
    "  A approaches with 「攻め手」\n  B does not block\n  A approaches with 「控え」\n  B does not block\n";
  it("`before` fails when the later text first happened earlier, even if it happens again", async () => {
    // "a, then any later b" would pass: "does not block" comes again after 「控え」 approaches.
    const r = await one(`${twice}  expect log has "控え [T-003]" before "does not block"\n`);
    expect(r.status).toBe("failed");
    expect(r.failure!.actual).toMatch(
      /^"控え \[T-003\]" first at entry 8, "does not block" first at entry 4 /,
    );
    // B had nothing to declare, so the engine passed for B: the failure says the game moved on.
    expect(r.failure!.actual).toContain(
      "(note: since the last step the engine passed for A and B, who had nothing to declare",
    );
  });
  it("`before` passes in the order of first occurrences", async () => {
    const r = await one(`${twice}  expect log has "does not block" before "控え [T-003]"\n`);
    expect(r.status).toBe("passed");
  });
  const interrupts = (expectation: string): string =>
    `ruling "r" cites rule 4.2\n  turn 3 of A, approach phase\n  A main: 01-011, 01-010, V-004\n  A hand: V-013, V-009\n  B main: 01-010\n  B hand: V-010\n  A approaches with V-004\n  A uses 01-011 paying V-013 targeting V-004\n  B uses 01-010 paying V-010 targeting V-004\n  A uses 01-010 paying V-009 targeting B's 01-010\n  ${expectation}\n`;
  it("`resolves … before …` names cards, with their owners", async () => {
    const ok = await runRulingText(
      "r.ruling",
      interrupts("expect resolves A's 01-010 before B's 01-010"),
    );
    expect(ok.results[0]!.status).toBe("passed");
    const wrong = (
      await runRulingText("r.ruling", interrupts("expect resolves B's 01-010 before A's 01-010"))
    ).results[0]!;
    expect(wrong.status).toBe("failed");
    expect(wrong.failure!.actual).toMatch(/^resolved in order: 中野 梓 \[01-010\] #\d+, 中野 梓/);
  });
});

describe("deck order: a mulligan's bottom order and the deck's ends", () => {
  // Seed 3 gives A this hand (rulings/rules-02-setup.ruling shows it).
  const game = (steps: string): string =>
    `ruling "r" cites rule 2.3\n  new game seed 3\n  A deck: V-001 x4, V-002 x4, V-003 x4, V-004 x4, V-005 x4, V-006 x4, V-007 x4, V-008 x4, V-009 x4, V-010 x4, V-011 x4, V-012 x4, V-013 x4, V-014 x4, V-015 x4\n  A chooses to go first\n${steps}`;
  const ordered = "  A mulligans bottom V-012, V-011, V-001, V-010, V-006, V-011, V-005\n";
  it("the last card named goes to the very bottom", async () => {
    const r = await runRulingText(
      "r.ruling",
      game(`${ordered}  expect A deck bottom 2 is V-011, V-005\n  expect waiting B mulligan\n`),
    );
    expect(r.results[0]!.status).toBe("passed");
  });
  it("fails for the reverse order (twin)", async () => {
    const r = await runRulingText(
      "r.ruling",
      game(`${ordered}  expect A deck bottom 2 is V-012, V-011\n  expect waiting B mulligan\n`),
    );
    expect(r.results[0]!.status).toBe("failed");
    expect(r.results[0]!.failure!.expected).toBe("A deck ends with V-012, V-011");
  });
  it("`top N is` fails when the top differs (twin)", async () => {
    const r = await runRulingText(
      "r.ruling",
      game(`${ordered}  expect A deck top 1 is V-005\n  expect waiting B mulligan\n`),
    );
    expect(r.results[0]!.status).toBe("failed");
    expect(r.results[0]!.failure!.actual).toMatch(
      /^「平沢 唯」 V-004, 「琴吹 紬」 V-013, … \(53 cards\)/,
    );
  });
});

describe("printed-text citations", () => {
  const cited = (card: string, expectation: string): string =>
    `cards compiled ahb\nruling "r" cites printed ${card}\n  turn 3 of A, main phase\n  A main: 01-002\n  A hand: 01-002\n  ${expectation}\n`;
  it("quote the card's printed text from the database, and in a failure", async () => {
    const failed = (
      await runRulingText("r.ruling", cited("01-002", "expect A main is 01-002, 01-002"))
    ).results[0]!;
    expect(failed.printed).toEqual([
      expect.objectContaining({
        number: "01-002",
        name: "本間 芽衣子",
        text: expect.stringContaining("アプローチ"),
      }),
    ]);
    expect(formatResult("r.ruling", failed)).toContain("\n  printed 01-002 「本間 芽衣子」: ");
  });
  it("an unknown card number is PM5201", async () => {
    const r = await runRulingText("r.ruling", cited("99-999", "expect A main has 01-002"));
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([["PM5201", 2]]);
  });
  it("a card declared under another ruling: PM5201 says where it is and how to share it", async () => {
    const text = [
      'ruling "one" cites rule 4.1',
      "  turn 3 of A, main phase",
      "  expect turn 3",
      "card T-L01 「後から」 red cost 0 ap 10 dp 10",
      "",
      'ruling "two" cites rule 4.1',
      "  turn 3 of A, main phase",
      "  A main: 「後から」",
      "  expect A main has 「後から」",
      "",
    ].join("\n");
    const r = await runRulingText("r.ruling", text);
    const d = r.diagnostics.find((x) => x.code === "PM5201");
    expect(d?.span.start.line).toBe(8);
    expect(d?.message).toContain('declared under ruling "one" only');
    expect(d?.message).toContain("declare it before the first ruling to share it");
  });
});

describe("shorthands and reports", () => {
  it("pass until shows its passes in the log", async () => {
    const text = `${cards}ruling "r" cites rule 4.1\n  turn 3 of A, main phase\n  A main: 「攻め手」\n  A hand: 「控え」, 「控え」\n  pass until approach\n  expect waiting A approach\n`;
    const r = (await runRulingText("r.ruling", text)).results[0]!;
    expect(r.status).toBe("passed");
    expect(r.log.join("\n")).toContain("(pass until approach)");
  });
  it("a failure prints expected, actual and the game log", async () => {
    const r = await one(
      "  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect A trash has 「攻め手」\n",
    );
    const text = formatResult("r.ruling", r);
    expect(text).toContain("FAILED r.ruling:4");
    expect(text).toContain("expected: A trash has 「攻め手」");
    expect(text).toContain("actual:   (empty)");
    expect(text).toContain("game log up to the failure:");
    expect(text).toMatch(/攻め手 \[T-001\] #\d+ approaches/);
  });
  it("a pending ruling that fails is pending, one that passes is flagged as fixed", async () => {
    const header = 'ruling "r" cites rule 8.4\n  pending "engine gap"\n';
    const failing = await one(
      "  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect A trash has 「攻め手」\n",
      header,
    );
    expect([failing.status, failing.fixed]).toEqual(["pending", undefined]);
    const passing = await one(
      "  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect B trash has 「守り手」\n",
      header,
    );
    expect([passing.status, passing.fixed]).toEqual(["pending", true]);
    expect(formatResult("r.ruling", passing)).toContain("remove the `pending` line");
  });
});
