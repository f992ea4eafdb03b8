// The formatter: canonical forms, comments kept, idempotence on messy input.
import { describe, expect, it } from "vitest";
import { astEqual, format, parse } from "../../grammar/index.ts";
import type { CardDecl } from "../../grammar/ast.ts";
import { expectParses, firstAbility, HEADER, inCard } from "./helpers.ts";

const fmt = (src: string) => format(expectParses(src));
const fmtAbility = (a: string) => (fmt(inCard(a)).split("\n")[1] ?? "").trim();

describe("canonical forms", () => {
  it("a count of 0 is printed, not dropped (fuzz/reproducers/cards/wrong-efbe3a068a.cards)", () => {
    // lowering refuses fewer than 2 events counted in a turn; the formatter must keep what was written
    const a = "if a character enters 0 times this turn: draw 1";
    expect(fmtAbility(a)).toBe(a);
  });
  it("stats print signs and ±0", () => {
    expect(fmtAbility("[main/own]: this gets 10/0 until end of turn")).toBe(
      "[main/own]: this gets +10/±0 until end of turn",
    );
    expect(fmtAbility("[main/own]: this gets -10/-0 this turn")).toBe(
      "[main/own]: this gets -10/±0 this turn",
    );
  });
  it("durations to the end of a player's turn print as written", () => {
    for (const d of [
      "until end of the opponent's turn",
      "until end of the opponent's next turn",
      "until end of your turn",
      "until end of your next turn",
    ])
      expect(fmtAbility(`[main/own]: this gets +20/+20 ${d}`)).toBe(
        `[main/own]: this gets +20/+20 ${d}`,
      );
  });
  it("Japanese timings and printed cost marks print in English / ASCII", () => {
    expect(fmtAbility("[メイン/相手] 《2》, 《休》: draw 1")).toBe(
      "[main/opponent] [2], ↓: draw 1",
    );
    expect(fmtAbility("[アプローチ/割り込み]: draw 1")).toBe("[approach/interrupt]: draw 1");
    expect(fmtAbility("［メイン／両方］： draw 1")).toBe("[main/both]: draw 1");
  });
  it("header fields in any order print in the canonical order", () => {
    const out = fmt(`character 01-001 「A」 【X】 ap 10 rarity R dp 20 source 1 cost 2 blue`);
    expect(out).toBe("character 01-001 「A」 blue cost 2 source 1 ap 10 dp 20 【X】 rarity R\n");
  });
  it("strings are JSON-escaped and names that cannot be bracketed use the ASCII form", () => {
    const out = fmt(
      `character 01-001 name "a」b" red cost 1 source 1 { printed "line\\n\\"q\\"" }`,
    );
    expect(out).toContain('name "a」b"');
    expect(out).toContain('printed "line\\n\\"q\\""');
  });
  it("articles, plurals and owners", () => {
    expect(fmtAbility("if an other character of yours enters: draw 1")).toBe(
      "if another character of yours enters: draw 1",
    );
    expect(fmtAbility("if a event enters: draw 1")).toBe("if an event enters: draw 1");
    expect(fmtAbility("[main/own]: rest 2 of your character")).toBe(
      "[main/own]: rest 2 of your characters",
    );
    expect(fmtAbility("[main/own]: all of your characters gets +10/+10 this turn")).toBe(
      "[main/own]: all of your characters get +10/+10 this turn",
    );
  });
  it("conditions keep their grouping", () => {
    const a =
      "while not (it is your turn or this is rested) and (your points >= 5 or the opponent's points < 2): this gets +10/+10";
    expect(fmtAbility(a)).toBe(a);
  });
  it("a choice inside may keeps its parentheses", () => {
    expect(fmtAbility("[main/own]: you may (draw 1 or ready this)")).toBe(
      "[main/own]: you may (draw 1 or ready this)",
    );
    const ab = firstAbility("[main/own]: you may draw 1 or ready this");
    expect(ab.kind === "Activated" && ab.effect.steps[0]?.step.kind).toBe("Choice");
  });
  it("〔ブレイク〕 is the break keyword; later keywords stay verbatim", () => {
    expect(fmtAbility("〔ブレイク〕")).toBe("break");
    expect(fmtAbility("〔突破30〕")).toBe("〔突破30〕");
  });
  it("vanilla cards have no body; items are separated by one blank line", () => {
    expect(fmt(`title "T"\n${HEADER} {}\n\n\n${HEADER.replace("01-001", "01-002")}`)).toBe(
      `title 『T』\n\n${HEADER}\n\n${HEADER.replace("01-001", "01-002")}\n`,
    );
  });
});

describe("comments are kept", () => {
  const src = [
    "// set header",
    "title 『けいおん!』   //  the title",
    "",
    "// before the card",
    "// second line",
    `${HEADER} {   // on the header`,
    '  printed "x"',
    "  // before tennen",
    "  tennen 2 // after tennen",
    "  active",
    "  // at the end of the body",
    "}",
    "// at the end of the file",
    "",
  ].join("\n");

  it("attaches every comment to a node", () => {
    const { ast } = parse(src, "c.cards");
    const title = ast.items[0];
    const card = ast.items[1] as CardDecl;
    expect(title?.comments).toEqual({ leading: ["set header"], trailing: " the title" });
    expect(card.comments).toEqual({
      leading: ["before the card", "second line"],
      trailing: "on the header",
    });
    expect(card.abilities[0]?.comments).toEqual({
      leading: ["before tennen"],
      trailing: "after tennen",
    });
    expect(card.trailingComments).toEqual(["at the end of the body"]);
    expect(ast.trailingComments).toEqual(["at the end of the file"]);
  });
  it("prints them back in place, idempotently", () => {
    const out = fmt(src);
    expect(out).toBe(
      [
        "// set header",
        "title 『けいおん!』  //  the title",
        "",
        "// before the card",
        "// second line",
        `${HEADER} {  // on the header`,
        '  printed "x"',
        "  // before tennen",
        "  tennen 2  // after tennen",
        "  active",
        "  // at the end of the body",
        "}",
        "",
        "// at the end of the file",
        "",
      ].join("\n"),
    );
  });
  it("a second comment on one line is moved, not lost", () => {
    const { ast } = parse(`${HEADER} { active // one\n}\n`, "c.cards");
    expect(format(ast)).toContain("// one");
  });
});

describe("format of a hand-built AST (as the translator makes them)", () => {
  it("parses back to the same AST", () => {
    const { ast } = parse(inCard("[main/own]: draw 1"), "t.cards");
    const card = ast.items[0] as CardDecl;
    const span = card.span;
    card.abilities.push({
      kind: "Triggered",
      mode: "eachTime",
      trigger: { event: "approaches", subject: { kind: "This", span }, span },
      effect: {
        steps: [
          {
            link: "none",
            step: {
              kind: "Gets",
              target: { kind: "This", span },
              stat: { ap: 10, dp: 0 },
              keywords: [],
              duration: { kind: "untilEndOfTurn" },
              span,
            },
          },
          {
            link: "ifYouDo",
            step: {
              kind: "May",
              player: "you",
              effect: {
                kind: "Choice",
                options: [
                  { kind: "Draw", player: "you", amount: { kind: "Number", value: 1 }, span },
                  { kind: "Shuffle", player: "you", span },
                ],
                span,
              },
              span,
            },
          },
        ],
        span,
      },
      span,
    });
    const again = parse(format(ast), "t.cards");
    expect(again.diagnostics).toEqual([]);
    expect(astEqual(ast, again.ast)).toBe(true);
  });
});
