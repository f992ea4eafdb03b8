// Placeholders for wide text (compiler/emit/wide-text.ts): each has the display width prettier
// gives the text, and restoring gives the text back exactly, wherever the layout put it.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { knownWidth, registerStringWidth, WideTexts } from "../../compiler/emit/wide-text.ts";

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

  it("measure every character they measure themselves as prettier does", async () => {
    const prettier = await import("prettier");
    let known = 0;
    for (let c = 0; c <= 0xffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue; // surrogates are not characters
      const ch = String.fromCharCode(c);
      const width = knownWidth(ch);
      if (width === undefined) continue;
      known++;
      expect(width, `U+${c.toString(16)}`).toBe(prettier.util.getStringWidth(ch));
    }
    // The kana, the ideographs and the full-width forms of card text are all measured here.
    expect(known).toBeGreaterThan(20_000);
    for (const name of readdirSync("cardtext").filter((n) => n.endsWith(".cards")))
      for (const line of readFileSync(`cardtext/${name}`, "utf8").split("\n")) {
        const width = knownWidth(line);
        if (width !== undefined) expect(width).toBe(prettier.util.getStringWidth(line));
      }
  });

  it("stay off for a module that holds the placeholder character itself", () => {
    const wide = WideTexts.for('name: "\x7f"');
    expect(wide.of('"「澪」"')).toBe('"「澪」"');
  });
});
