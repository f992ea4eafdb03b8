// Test helpers: the abilities (without spans) of a text that must translate completely.
import { expect } from "vitest";
import type { Ability, CardDecl } from "../../grammar/ast.ts";
import { parse } from "../../grammar/index.ts";
import {
  withoutSpans,
  withoutSpansOrComments,
  withWidthsFolded,
} from "../../translate/ast-util.ts";
import { renderEn } from "../../translate/render/en.ts";
import { renderJa } from "../../translate/render/ja.ts";
import { translateText } from "../../translate/translate.ts";

/** The abilities of a text that must translate completely, without spans. */
export function ok(text: string): unknown[] {
  const t = translateText(text, "test");
  expect(t.sentences.filter((s) => !s.ok)).toEqual([]);
  expect(t.complete).toBe(true);
  return withoutSpans(t.abilities);
}

/** The single step of a one-ability text. */
export function step(text: string): unknown {
  const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
  return a?.effect.steps[0]?.step;
}

export const This = { kind: "This" };
export const eot = { kind: "untilEndOfTurn" };

/** Rendering to canonical Japanese and reading it back gives the same abilities. */
export function roundTrips(text: string): { ja: string; en: string } {
  const t = translateText(text, "test");
  expect(t.complete).toBe(true);
  const ja = renderJa(t.abilities);
  const back = translateText(ja, "test");
  expect(back.complete).toBe(true);
  expect(withoutSpans(back.abilities)).toEqual(withoutSpans(t.abilities));
  return { ja, en: renderEn(t.abilities as Ability[]) };
}

/**
 * Card-language abilities (one per line, as in a card file) rendered as canonical Japanese read
 * back to the same AST, compared as the cardtext round trip compares them; returns the Japanese.
 */
export function readsBack(
  lines: string,
  kind: "character" | "event" | "support" = "character",
): string {
  const { ast, diagnostics } = parse(
    `title 『T』\n${kind} 09-001 「テスト」 red cost 1 source 1 {\n  ${lines}\n}\n`,
    "test.cards",
  );
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const card = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
  const ja = renderJa(card.abilities);
  const back = translateText(ja, "test");
  expect(back.sentences.filter((s) => !s.ok)).toEqual([]);
  expect(withWidthsFolded(withoutSpansOrComments(back.abilities))).toEqual(
    withWidthsFolded(withoutSpansOrComments(card.abilities)),
  );
  return ja;
}
