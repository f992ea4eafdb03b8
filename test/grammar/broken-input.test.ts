// Half-typed input (what an editor reparses on every keystroke): the work done on a syntax error
// stays bounded and local. Speed itself is measured by bench/parse-broken.ts, never here; these
// tests count what made broken input slow — an error message rebuilt per error (Chevrotain
// recomputes the lookahead paths of a choice for each), and error recovery recording an error per
// token of a broken line — and pin that one card's error leaves the next card's diagnostics alone.
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, type Diagnostic } from "../../grammar/index.ts";
import { messageProvider } from "../../grammar/parser-messages.ts";
import { expectSpansInside } from "./helpers.ts";

const card = (n: number, body: string): string =>
  `character 01-${String(n).padStart(3, "0")} 「C${n}」 red cost 1 source 1 ap 10 dp 10 {\n${body}\n}\n`;

/** Every message the parser builds while recording a syntax error. */
function spyMessages() {
  return [
    vi.spyOn(messageProvider, "buildNoViableAltMessage"),
    vi.spyOn(messageProvider, "buildEarlyExitMessage"),
    vi.spyOn(messageProvider, "buildMismatchTokenMessage"),
  ];
}
const calls = (spies: ReturnType<typeof spyMessages>): number =>
  spies.reduce((n, s) => n + s.mock.calls.length, 0);

/** A diagnostic without its position: the same error in another place of the file. */
const moved = (d: Diagnostic): string => `${d.code} ${d.message}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("syntax errors cost bounded work", () => {
  it("60 cards missing their effect build each expected-text message once, not once per card", () => {
    const src = Array.from({ length: 60 }, (_, i) => card(i + 1, "  [main/own] ↓:")).join("\n");
    parse(card(99, "  [main/own] ↓:"), "warm.cards"); // the first error of a kind builds its message
    const spies = spyMessages();
    const r = parse(src, "sixty.cards");
    expect(r.diagnostics).toHaveLength(60);
    expect(new Set(r.diagnostics.map(moved)).size).toBe(1);
    expectSpansInside(src, r.diagnostics);
    expect(spies[0]!.mock.calls.length + spies[1]!.mock.calls.length).toBe(0);
  });

  it("a broken line of 12,000 「x」 records its first error only (no recovery token by token)", () => {
    const src = card(1, `  [main/own]: ${"「x」".repeat(12_000)} :`);
    const spies = spyMessages();
    const r = parse(src, "names.cards");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["PM1202"]);
    expect(r.diagnostics[0]!.span.start).toMatchObject({ line: 2, column: 18 });
    expect(calls(spies)).toBeLessThanOrEqual(2);
  });

  it("deep parentheses after an error: the error, once; deep parentheses alone: PM1212", () => {
    const after = card(1, `  while : ${"(".repeat(100_000)}`);
    const r = parse(after, "after.cards");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["PM1202"]);
    expect(r.diagnostics[0]!.span.start).toMatchObject({ line: 2, column: 9 });
    const deep = card(1, `  while ${"(".repeat(100_000)}`);
    const d = parse(deep, "deep.cards");
    expect(d.diagnostics.map((x) => x.code)).toEqual(["PM1212"]);
    expectSpansInside(deep, d.diagnostics);
  });
});

describe("an error stays in its card", () => {
  const second = card(2, "  if this enters: put 1 coin on this\n  [main/own]: draw\n  activ");

  it.each([
    ["a card missing its effect", card(1, "  [main/own] ↓:")],
    ["an unclosed body", card(1, "  active").replace(/\}\n$/, "")],
    ["deep parentheses", card(1, `  while ${"(".repeat(20_000)}`)],
    ["an unterminated name", card(1, "  if 「A enters: draw")],
  ])("%s does not change the next card's diagnostics", (_, first) => {
    const alone = parse(second, "b.cards").diagnostics;
    expect(alone.length).toBeGreaterThan(0);
    const both = parse(`${first}\n${second}`, "ab.cards").diagnostics;
    const offset = first.length + 1;
    const ofSecond = both.filter((d) => d.span.start.offset >= offset);
    expect(ofSecond.map(moved)).toEqual(alone.map(moved));
    expect(ofSecond.map((d) => d.span.start.offset - offset)).toEqual(
      alone.map((d) => d.span.start.offset),
    );
    expect(both.length).toBeGreaterThan(ofSecond.length);
  });
});

describe("later lines of a broken card (each checked on its own)", () => {
  const broken = "  if this enters put 1 coin on this"; // no colon: PM1202 on line 2
  it("two or more words after a complete ability: expected the end of the ability, with the hint", () => {
    const r = parse(card(1, `${broken}\n  active then draw`), "t.cards");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["PM1202", "PM1202"]);
    expect(r.diagnostics[1]!.message).toBe(
      "expected the end of the ability (a new ability or `}`) but found `then` (join two sentences with `; then`)",
    );
  });
  it("one word after a complete ability: extra input", () => {
    const r = parse(card(1, `${broken}\n  active then`), "t.cards");
    expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toContain(
      "PM1205 unexpected `then` after the end of the ability",
    );
  });
});
