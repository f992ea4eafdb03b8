// Test helpers: the abilities (without spans) of a text that must translate completely.
import { expect } from "vitest";
import type { Ability } from "../../grammar/ast.ts";
import { withoutSpans } from "../../translate/ast-util.ts";
import { renderEn } from "../../translate/render-en.ts";
import { renderJa } from "../../translate/render-ja.ts";
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
