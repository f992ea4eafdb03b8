// Partial translations are never silent (issue 13, item 3): a sentence the translator cannot read
// stays on its card as a `todo "…"` step, in the frame it did read, so the card fails the checker
// (PM3302) instead of passing as a vanilla card; its TODO comment says who lacks the construct.
import { describe, expect, it } from "vitest";
import type { Ability } from "../../grammar/ast.ts";
import { fmtAbility } from "../../grammar/format.ts";
import { parse } from "../../grammar/index.ts";
import { checkCorpus } from "../../translate/check.ts";
import { buildCard } from "../../translate/corpus.ts";
import { printCards } from "../../translate/print.ts";
import { todoLines } from "../../translate/todo.ts";
import { translateText } from "../../translate/translate.ts";
import { corpusCards } from "./helpers.ts";

const abilities = (text: string): string =>
  translateText(text, "t").abilities.map(fmtAbility).join("\n");

describe("an unread sentence stays in place as a todo step", () => {
  it("keeps the timing of an activated text and its costs", () => {
    expect(abilities("[メイン/自分]:時空を歪める。")).toBe('[main/own]: todo "時空を歪める"');
    expect(abilities("[アプローチ/自分]:《0》時空を歪める。")).toBe(
      '[approach/own] [0]: todo "時空を歪める"',
    );
  });

  it("keeps a trigger and a condition", () => {
    expect(abilities("このカードが登場した場合、時空を歪める。")).toBe(
      'if this enters: todo "時空を歪める"',
    );
    expect(abilities("このカードが登場した場合、自分の「X」がいるなら、時空を歪める。")).toBe(
      'if this enters and you have a 「X」: todo "時空を歪める"',
    );
  });

  it("keeps a link word on the open ability", () => {
    expect(abilities("[メイン/自分]:カードを1枚引く。その後、時空を歪める。")).toBe(
      '[main/own]: draw 1; then todo "時空を歪める"',
    );
  });

  it("puts a sentence with no frame read in a placeholder [main/own] ability, and says so", () => {
    const t = translateText("時空を歪める。", "t");
    expect(t.abilities.map(fmtAbility)).toEqual(['[main/own]: todo "時空を歪める"']);
    expect(t.sentences[0]?.todo).toBe("alone");
    expect(todoLines(t)[0]).toMatch(/no timing or trigger read: `\[main\/own\]` holds the todo/);
  });

  it("says whether the language or only the translator lacks the construct", () => {
    const translator = translateText("このカードが登場した場合、時空を歪める。");
    expect(todoLines(translator)[0]).toMatch(/ — translator: unknown wording at 「時空/);
    // (〔天然+2〕, the example here before, is a construct since issue 13: `gets tennen +2`.)
    const language = translateText(
      "このカードが登場した場合、相手のデッキの上のカード3枚を見て、任意の順番でデッキの上に戻す。",
    );
    expect(todoLines(language)[0]).toMatch(
      / — language: putting the rest of a look at the opponent's deck back/,
    );
  });

  it("prints a todo with quotes and line breaks that parses back to the same text", () => {
    const printed = 'このカードが登場した場合、「"引用"」を\n改変する。';
    const t = translateText(printed, "t");
    const todo = t.abilities
      .flatMap((a: Ability) => (a.kind === "Triggered" ? a.effect.steps : []))
      .map((s) => s.step);
    expect(todo).toMatchObject([{ kind: "Todo", text: '「"引用"」を\n改変する' }]);
    const card = buildCard(
      { number: "00-001", name: "X", type: "キャラクター", color: "赤", text: printed },
      1,
      "t",
    );
    expect(card.translation.complete).toBe(false);
    const { text } = printCards([card]);
    const { ast, diagnostics } = parse(text, "p.cards");
    expect(diagnostics).toEqual([]);
    expect(JSON.stringify(ast)).toContain(JSON.stringify('「"引用"」を\n改変する'));
  });
});

describe("a partial corpus card no longer passes check", () => {
  it("every partial card of the corpus fails the checker with PM3302, and only for its todos", () => {
    const cards = corpusCards();
    const partial = cards.filter((c) => !c.translation.complete);
    expect(partial.length).toBeGreaterThan(0);
    const checked = checkCorpus(cards, "corpus");
    for (const c of partial) expect(checked.passes(c), c.record.number).toBe(false);
    const codes = new Set(
      partial.flatMap((c) => [...checked.errors.values()].flat().map((d) => d.code)),
    );
    expect(codes).toContain("PM3302");
    // every complete card that passed before still passes with the partial ones checked beside it
    const complete = cards.filter((c) => c.translation.complete);
    const alone = checkCorpus(complete, "corpus");
    for (const c of complete) expect(checked.passes(c)).toBe(alone.passes(c));
  });
});
