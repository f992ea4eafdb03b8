// Spans: file, 1-based line and UTF-16 column, 0-based offset, exclusive end.
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/index.ts";
import type { CardDecl } from "../../grammar/ast.ts";

describe("spans", () => {
  it("name, gyakkyou number and ability spans point at their text", () => {
    const src = `title 『T』\ncharacter 01-001 「𠮷田」 red cost 1 source 1 {\n  gyakkyou 5: this gets +20/+20\n}\n`;
    const { ast, diagnostics } = parse(src, "s.cards");
    expect(diagnostics).toEqual([]);
    const card = ast.items[1] as CardDecl;
    expect(card.span.file).toBe("s.cards");
    expect(src.slice(card.nameSpan.start.offset, card.nameSpan.end.offset)).toBe("「𠮷田」");
    expect(card.nameSpan.start).toEqual({ offset: 27, line: 2, column: 18 });
    // 𠮷 is two UTF-16 units: the closing bracket is 4 units after the opening one.
    expect(card.nameSpan.end.column - card.nameSpan.start.column).toBe(5);
    const g = card.abilities[0];
    expect(g?.kind).toBe("Gyakkyou");
    if (g?.kind !== "Gyakkyou") return;
    expect(src.slice(g.nSpan.start.offset, g.nSpan.end.offset)).toBe("5");
    expect(src.slice(g.span.start.offset, g.span.end.offset)).toBe("gyakkyou 5: this gets +20/+20");
    expect(g.span.start).toMatchObject({ line: 3, column: 3 });
    expect(src.slice(card.span.start.offset, card.span.end.offset).endsWith("}")).toBe(true);
  });
  it("the file span covers the whole text", () => {
    const src = "character 01-001 「A」 red cost 1 source 1\n\n";
    const { ast } = parse(src, "f.cards");
    expect(ast.span.start.offset).toBe(0);
    expect(ast.span.end).toEqual({ offset: src.length, line: 3, column: 1 });
  });
  it("diagnostic columns count UTF-16 units after astral characters", () => {
    const src = "character 01-001 「𠮷」 red cost 1 source 1 ap 1 {\n}\n";
    const { diagnostics } = parse(src, "u.cards");
    expect(diagnostics[0]?.code).toBe("PM1207");
  });
});
