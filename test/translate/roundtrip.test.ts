// Round trip: for every corpus card the translator reads completely, its canonical Japanese
// rendering reads back to the same AST (modulo spans). This is what keeps render/ja.ts and the
// grammar in step.
import { describe, expect, it } from "vitest";
import { withoutSpans } from "../../translate/ast-util.ts";
import { renderJa } from "../../translate/render/ja.ts";
import { translateText } from "../../translate/translate.ts";
import { corpusCards } from "./helpers.ts";

const complete = corpusCards().filter(
  (c) => c.translation.complete && c.translation.abilities.length > 0,
);

describe("canonical Japanese round trip", () => {
  it("covers a real share of the corpus", () => {
    expect(complete.length).toBeGreaterThanOrEqual(122);
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
