// Deck files: one entry per line — `4 ahb/01-002`, `4 01-002 「本間 芽衣子」`, or the older
// `01-046 x4` — with `//` and `#` comments and an optional `deck "name"` header. Line-based on
// purpose: a deck is a list, and a line-based parser recovers from a bad line by construction.
// Never throws: problems are PM60xx diagnostics, and the good lines still make entries.
import { makeDiagnostic, type Diagnostic } from "../diagnostics.ts";
import type { Position, Span } from "../ast.ts";
import type { DeckEntry, DeckFile } from "./ast.ts";
import { deckSyntaxDiagnostics as D } from "./diagnostics.ts";

export interface DeckParseResult {
  ast: DeckFile;
  diagnostics: Diagnostic[];
}

/** The code part of a line: everything before a `//` or `#` that is not inside 「…」. */
function stripComment(line: string): string {
  let inName = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === "「") inName = true;
    else if (ch === "」") inName = false;
    else if (!inName && (ch === "#" || (ch === "/" && line[i + 1] === "/")))
      return line.slice(0, i);
  }
  return line;
}

// The line shapes, exported for the editor's TextMate grammar (editors/vscode/scripts), which is
// generated from them.
export const REF = String.raw`[A-Za-z0-9_\-./]+`;
export const ENTRY = new RegExp(String.raw`^(\d+)\s+(${REF})(?:\s+「([^」]*)」)?$`);
export const LEGACY = new RegExp(String.raw`^(${REF})\s+[xX×](\d+)(?:\s+「([^」]*)」)?$`);
export const HEADER = /^deck\s+"([^"]*)"$/;

/**
 * The lines of a deck with their offsets. A line ends at \n, \r\n or a lone \r, as in card and
 * ruling files, so spans agree with the code frame (which breaks lines the same way).
 */
function linesOf(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  for (const m of text.matchAll(/\r\n|\n|\r/g)) {
    out.push({ text: text.slice(start, m.index), start });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out;
}

export function parseDeck(text: string, file = "<deck>"): DeckParseResult {
  const diagnostics: Diagnostic[] = [];
  const entries: DeckEntry[] = [];
  let header: DeckFile["header"];
  let lastLine: Span | undefined;
  const lines = linesOf(text);
  lines.forEach(({ text: raw, start: lineStart }, i) => {
    const code = stripComment(raw);
    const trimmed = code.trim();
    if (trimmed === "") return;
    const lead = code.length - code.trimStart().length;
    // A span inside this line, by column range (0-based, exclusive end).
    const at = (from: number, to: number): Span => ({
      file,
      start: pos(lineStart + from, i + 1, from + 1),
      end: pos(lineStart + to, i + 1, to + 1),
    });
    const whole = at(lead, lead + trimmed.length);
    lastLine = whole;
    const h = HEADER.exec(trimmed);
    if (h) {
      if (header || entries.length > 0) diagnostics.push(makeDiagnostic(D.misplacedHeader, whole));
      else header = { name: h[1]!, span: whole };
      return;
    }
    const entry = matchEntry(trimmed, lead, at, whole);
    if (entry) {
      if (entry.count < 1 || entry.count > 60)
        diagnostics.push(makeDiagnostic(D.badCount, entry.countSpan, { count: entry.count }));
      else entries.push(entry);
      return;
    }
    const open = trimmed.indexOf("「");
    if (open >= 0 && trimmed.indexOf("」", open) < 0)
      diagnostics.push(makeDiagnostic(D.unclosedName, at(lead + open, lead + open + 1)));
    else diagnostics.push(makeDiagnostic(D.badLine, whole, { found: trimmed }));
  });
  const end = pos(text.length, lines.length, (lines[lines.length - 1]?.text ?? "").length + 1);
  const ast: DeckFile = {
    kind: "DeckFile",
    file,
    span: { file, start: pos(0, 1, 1), end },
    entries,
    ...(header ? { header } : {}),
    ...(lastLine ? { lastLine } : {}),
  };
  return { ast, diagnostics };
}

function pos(offset: number, line: number, column: number): Position {
  return { offset, line, column };
}

/** Both entry forms; spans come from the index of each group inside the trimmed line. */
function matchEntry(
  trimmed: string,
  lead: number,
  at: (from: number, to: number) => Span,
  whole: Span,
): DeckEntry | undefined {
  const m = ENTRY.exec(trimmed);
  const l = m ? undefined : LEGACY.exec(trimmed);
  if (!m && !l) return undefined;
  const [countText, ref] = m ? [m[1]!, m[2]!] : [l![2]!, l![1]!];
  const name = (m ?? l)![3];
  const refAt = m ? trimmed.indexOf(ref, countText.length) : 0;
  const countAt = m ? 0 : trimmed.search(/\s[xX×]\d/) + 2;
  // Both forms end with the name check 「…」, which may itself hold a 「: measure it from the end.
  const nameAt = name !== undefined ? trimmed.length - name.length - 2 : -1;
  return {
    kind: "DeckEntry",
    span: whole,
    count: Number(countText),
    countSpan: at(lead + countAt, lead + countAt + countText.length),
    ref,
    refSpan: at(lead + refAt, lead + refAt + ref.length),
    ...(name !== undefined
      ? { name: { value: name, span: at(lead + nameAt, lead + nameAt + name.length + 2) } }
      : {}),
  };
}
