// The deck-file parser: both entry forms, comments, the header, spans, and recovery (never throws).
import { describe, expect, it } from "vitest";
import { parseDeck } from "../../grammar/deck/index.ts";
import { parseDeckFile } from "../../workspace/deckfile.ts";

describe("parseDeck", () => {
  it("reads the header, entries, name checks and both comment styles", () => {
    const text =
      'deck "test" // header\n# a comment\n4 ahb/01-002 「本間 芽衣子」 // trailing\n01-046 x2\n';
    const { ast, diagnostics } = parseDeck(text, "a.deck");
    expect(diagnostics).toEqual([]);
    expect(ast.header?.name).toBe("test");
    expect(ast.entries.map((e) => [e.count, e.ref, e.name?.value])).toEqual([
      [4, "ahb/01-002", "本間 芽衣子"],
      [2, "01-046", undefined],
    ]);
  });

  it("gives every part of an entry its exact span", () => {
    const text = "\n  3 gp/01-005 「西住 みほ」\n";
    const [e] = parseDeck(text, "a.deck").ast.entries;
    const cut = (s: { start: { offset: number }; end: { offset: number } }) =>
      text.slice(s.start.offset, s.end.offset);
    expect(cut(e!.countSpan)).toBe("3");
    expect(cut(e!.refSpan)).toBe("gp/01-005");
    expect(cut(e!.name!.span)).toBe("「西住 みほ」");
    expect(e!.refSpan.start).toMatchObject({ line: 2, column: 5 });
  });

  it("spans a name check that holds a 「 from its own opening bracket, inside the line", () => {
    for (const text of ["2 x/01 「a「b」\n", "x/01 x2 「「「」\n"]) {
      const e = parseDeck(text, "a.deck").ast.entries[0]!;
      const span = e.name!.span;
      expect(text.slice(span.start.offset, span.end.offset), text).toBe(`「${e.name!.value}」`);
      expect(span.end.offset).toBeLessThanOrEqual(text.length);
    }
  });

  it("keeps a # or // inside a name check", () => {
    const e = parseDeck("1 x/01 「a#b//c」\n").ast.entries[0];
    expect(e?.name?.value).toBe("a#b//c");
  });

  it("recovers from bad lines and keeps the good ones", () => {
    const { ast, diagnostics } = parseDeck("four 01-001\n4 01-002\n0 01-003\n", "b.deck");
    expect(diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([
      ["PM6001", 1],
      ["PM6002", 3],
    ]);
    expect(ast.entries.map((e) => e.ref)).toEqual(["01-002"]);
  });

  it("ends a line at \\n, \\r\\n or a lone \\r, as card and ruling files do (spans agree with the code frame)", () => {
    // found by `npm run fuzz -- --path decks` (fuzz/reproducers/decks/span-3e8dbf4978.deck: "\rs")
    const text = 'deck "d"\r4 01-001\r\nfour 01-002\rx 01-003';
    const { ast, diagnostics } = parseDeck(text, "cr.deck");
    expect(ast.header?.name).toBe("d");
    expect(ast.entries.map((e) => [e.ref, e.span.start.line, e.span.start.column])).toEqual([
      ["01-001", 2, 1],
    ]);
    expect(diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.offset])).toEqual([
      ["PM6001", 3, text.indexOf("four")],
      ["PM6001", 4, text.indexOf("x 01")],
    ]);
  });

  it("never throws on arbitrary text", () => {
    let seed = 7;
    const alphabet = ' 4x#/「」"deck\n\r0-9abc〔〕';
    for (let n = 0; n < 300; n++) {
      let s = "";
      for (let i = 0; i < 40; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        s += alphabet[seed % alphabet.length];
      }
      expect(() => parseDeck(s)).not.toThrow();
    }
  });
});

describe("parseDeckFile (kept for simulate and play)", () => {
  it("expands entries into one reference per copy", () => {
    expect(parseDeckFile("2 V-001\nV-002 x1\n").cards).toEqual(["V-001", "V-001", "V-002"]);
  });
});
