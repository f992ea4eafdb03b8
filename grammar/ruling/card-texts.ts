// Cards with texts inside a ruling file (issue 16): a `card …` line that ends with `{` carries the
// card's abilities in the card language, up to the matching `}`, so a ruling need not depend on
// which sample or compiled cards exist:
//
//   card T-901 「引き手」 red cost 1 ap 20 dp 20 {
//     if this enters: draw 1
//   }
//
// The ruling lexer is line-based, so the blocks are cut out first (blanked to spaces, which keeps
// every offset, line and column of the rest), then each is parsed by the card parser as the body
// of a card whose header is made from the ruling's `card` line. Its diagnostics keep the block's
// own lines and columns in the ruling file.
import type { CardDecl as CardLanguageDecl, CardFile, Position, Span } from "../ast.ts";
import { makeDiagnostic, type Diagnostic } from "../diagnostics.ts";
import { parse } from "../parse.ts";
import { LineIndex } from "../spans.ts";
import type { CardDecl, TextBlock } from "./ast.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";

const PAIRS: Record<string, string> = { "「": "」", "『": "』", "【": "】", '"': '"' };

/**
 * Where a block closes: the offset after the `}` matching the `{` at `open`, skipping brackets,
 * strings and `//` comments; -1 when it never closes.
 */
function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "/" && text[i + 1] === "/") {
      i = lineEnd(text, i) - 1;
    } else if (PAIRS[ch] !== undefined) {
      const end = text.indexOf(PAIRS[ch]!, i + 1);
      // An unclosed bracket ends at its line (the card lexer reports it).
      if (end >= 0 && end < lineEnd(text, i + 1)) i = end;
    } else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

const EOL = /[\r\n]/g;

/** The offset of the line terminator at or after `from` (the text's length when none). */
function lineEnd(text: string, from: number): number {
  EOL.lastIndex = from;
  return EOL.exec(text)?.index ?? text.length;
}

/** The `{` that ends a `card …` line (before any comment), or -1. */
function openingBrace(line: string): number {
  if (!/^\s*card\s/.test(line)) return -1;
  const code = line.replace(/\/\/.*$/, "").trimEnd();
  return code.endsWith("{") ? code.length - 1 : -1;
}

/**
 * The block whose texts hold `offset` — closed around it, or still open (being typed) — as the
 * offset of its `{` and its card line; undefined outside every block. For the editor's completion.
 */
export function blockAt(
  text: string,
  offset: number,
): { open: number; cardLine: string } | undefined {
  const before = text.slice(0, offset);
  for (let end = before.length; end > 0;) {
    const start =
      Math.max(before.lastIndexOf("\n", end - 1), before.lastIndexOf("\r", end - 1)) + 1;
    const cardLine = text.slice(start, lineEnd(text, start));
    const at = openingBrace(cardLine);
    if (at >= 0 && start + at < offset) {
      const close = matchingClose(text, start + at);
      return close < 0 || close > offset ? { open: start + at, cardLine } : undefined;
    }
    end = start - 1;
  }
  return undefined;
}

/** The text with every block blanked (offsets, lines and columns unchanged), and the blocks. */
export function cutTextBlocks(text: string): {
  text: string;
  blocks: TextBlock[];
  diagnostics: Diagnostic[];
} {
  const blocks: TextBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  const index = new LineIndex(text, "");
  let out = text;
  const blank = (from: number, to: number): void => {
    out = out.slice(0, from) + out.slice(from, to).replace(/[^\r\n]/g, " ") + out.slice(to);
  };
  const line = /[^\r\n]*(\r\n|\r|\n|$)/g;
  for (let m = line.exec(text); m !== null && m[0] !== ""; m = line.exec(text)) {
    const at = openingBrace(m[0].replace(/[\r\n]+$/, ""));
    const open = m.index + at;
    // A `card … {` line inside an earlier block is that block's text, not a card of the ruling.
    if (at < 0 || open < (blocks.at(-1)?.close ?? 0)) continue;
    const close = matchingClose(text, open);
    if (close >= 0) {
      blocks.push({ line: index.position(open).line, open, close });
      blank(open, close);
      continue;
    }
    const span = { file: "", start: index.position(open), end: index.position(open + 1) };
    diagnostics.push(makeDiagnostic(D.unclosedTexts, span));
    blank(open, open + 1);
  }
  return { text: out, blocks, diagnostics };
}

/** The card language's header for a ruling card: its kind, number, name, colour, cost and stats. */
function header(d: CardDecl): string {
  const stats = d.cardKind === "character" ? ` ap ${d.ap ?? 0} dp ${d.dp ?? 0}` : "";
  const traits = d.traits.map((t) => ` 【${t}】`).join("");
  return `${d.cardKind} ${d.number} 「${d.name}」 ${d.color} cost ${d.cost} source ${d.source}${stats}${traits}`;
}

/** The header sits on the card line's own line (line 2 at the earliest: the title is line 1). */
const headerLine = (block: TextBlock): number => Math.max(block.line, 2);

/**
 * Parse a block as the texts of ruling card `d`, as the body of a card language card.
 * Diagnostics are placed in the ruling file (`placer`).
 */
export function parseCardTexts(
  file: string,
  text: string,
  block: TextBlock,
  d: CardDecl,
): { file: CardFile; card: CardLanguageDecl | undefined; diagnostics: Diagnostic[] } {
  const source = `title 『${d.title}』${"\n".repeat(headerLine(block) - 1)}${header(d)} ${text.slice(block.open, block.close)}\n`;
  const parsed = parse(source, file);
  const card = parsed.ast.items.find((i): i is CardLanguageDecl => i.kind === "Card");
  const inRuling = placer(file, text, block, d);
  const diagnostics = parsed.diagnostics.map((x) => ({
    ...x,
    span: inRuling(x.span),
    ...(x.related ? { related: x.related.map((r) => ({ ...r, span: inRuling(r.span) })) } : {}),
  }));
  return { file: parsed.ast, card, diagnostics };
}

/** The last ruling file's line index (an index never changes once made). */
let lastIndex: LineIndex | undefined;

/**
 * A placer is made for each block, twice (its parse, then its check): each indexed the whole ruling
 * file again, a line index per block of a file with dozens (issue 15). Kept for the next block.
 */
function lineIndexOf(text: string, file: string): LineIndex {
  if (lastIndex === undefined || lastIndex.text !== text || lastIndex.file !== file)
    lastIndex = new LineIndex(text, file);
  return lastIndex;
}

/**
 * A span of the parsed block (or of what the checker and the lowering say about it) in the ruling
 * file: lines after the `card` line keep their line and column; the made-up header is the `card` line.
 */
export function placer(
  file: string,
  text: string,
  block: TextBlock,
  d: CardDecl,
): (s: Span) => Span {
  const shift = headerLine(block) - block.line;
  const index = lineIndexOf(text, file);
  const place = (p: Position): Position => {
    const line = p.line - shift;
    return line <= block.line
      ? d.span.start
      : { offset: index.offsetAt(line, p.column), line, column: p.column };
  };
  return (s) => ({ file, start: place(s.start), end: place(s.end) });
}
