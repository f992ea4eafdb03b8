// Placeholders for wide text (compiler/emit/wide-text.ts): each has the display width prettier
// gives the text, and restoring gives the text back exactly, wherever the layout put it.
import { describe, expect, it } from "vitest";
import { registerStringWidth, WideTexts } from "../../compiler/emit/wide-text.ts";

describe("wide text placeholders", () => {
  it("measure as the text and restore to it", async () => {
    const prettier = await import("prettier");
    registerStringWidth(prettier.util.getStringWidth);
    const wide = WideTexts.for("module text");
    const texts = ['"「秋山 澪」"', "// cardtext/k.cards:3 — 【軽音部】", '"ascii only"', '"é"'];
    const held = texts.map((t) => wide.of(t));
    held.forEach((h, i) => expect(h.length).toBe(prettier.util.getStringWidth(texts[i]!)));
    expect(held[2]).toBe(texts[2]); // printable ASCII is given as is
    const printed = `a(${held[0]}, ${held[3]})\n  ${held[1]}\n${held[2]}${held[0]}`;
    expect(wide.restore(printed)).toBe(
      `a(${texts[0]}, ${texts[3]})\n  ${texts[1]}\n${texts[2]}${texts[0]}`,
    );
  });

  it("stay off for a module that holds the placeholder character itself", () => {
    const wide = WideTexts.for('name: "\x7f"');
    expect(wide.of('"「澪」"')).toBe('"「澪」"');
  });
});
