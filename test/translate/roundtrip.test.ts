// Round trip: for every corpus card the translator reads completely, its canonical Japanese
// rendering reads back to the same AST (modulo spans). This is what keeps render/ja.ts and the
// grammar in step.
import { describe, expect, it } from "vitest";
import { withoutSpans } from "../../translate/ast-util.ts";
import { renderJa } from "../../translate/render/ja.ts";
import { NoJapaneseForm } from "../../translate/render/words.ts";
import { translateText } from "../../translate/translate.ts";
import { corpusCards } from "./helpers.ts";

/**
 * Cards the canonical Japanese renderer has no form for yet (NoJapaneseForm), listed so that the
 * list can only shrink: PM_K-ON 01-100 「将来ニート?」 — `not (it is a character that approached
 * this turn)` at the end of the turn (「…このターン、アプローチに参加しなかった場合、ターン終了時に…」);
 * render/conditions.ts renders `not` of a `you have …` condition only.
 */
const NO_JAPANESE_FORM = ["PM_K-ON/01-100"];
const key = (c: { record: { setAbbr?: string; number: string } }): string =>
  `${c.record.setAbbr ?? ""}/${c.record.number}`;

const complete = corpusCards().filter(
  (c) =>
    c.translation.complete &&
    c.translation.abilities.length > 0 &&
    !NO_JAPANESE_FORM.includes(key(c)),
);

describe("canonical Japanese round trip", () => {
  it("covers a real share of the corpus", () => {
    expect(complete.length).toBeGreaterThanOrEqual(122);
  });

  it("has no Japanese form only for the cards listed (and still none for them)", () => {
    const listed = corpusCards().filter((c) => NO_JAPANESE_FORM.includes(key(c)));
    expect(listed.map(key)).toEqual(NO_JAPANESE_FORM);
    for (const c of listed) expect(() => renderJa(c.translation.abilities)).toThrow(NoJapaneseForm);
  });

  it.each(complete.map((c) => [c.record.number, c] as const))("%s", (_n, c) => {
    const ja = renderJa(c.translation.abilities);
    const back = translateText(ja, "roundtrip");
    expect(back.sentences.filter((s) => !s.ok)).toEqual([]);
    expect(withoutSpans(back.abilities)).toEqual(withoutSpans(c.translation.abilities));
  });

  it("is stable: rendering the re-read text gives the same Japanese", () => {
    for (const c of complete) {
      const ja = renderJa(c.translation.abilities);
      expect(renderJa(translateText(ja).abilities)).toBe(ja);
    }
  });
});
