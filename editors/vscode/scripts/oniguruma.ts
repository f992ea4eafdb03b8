// JavaScript regular expressions of the lexers, rewritten for Oniguruma (the engine TextMate
// grammars run on in VS Code). The two dialects agree on everything the lexers use except one:
// inside a character class Oniguruma reads `[` as the start of a nested class, so `[[［]` (the
// card lexer's `[` token, half- and full-width) must become `[\[［]`.

/** The source of `re`, valid in Oniguruma and matching the same strings. */
export function oniguruma(re: RegExp | string): string {
  const source = typeof re === "string" ? re : re.source;
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\\") {
      out += escaped(source, i + 1);
      i += source[i + 1] === "u" ? 5 : 1;
    } else if (ch === "[" && inClass) out += "\\[";
    else {
      if (ch === "[") inClass = true;
      else if (ch === "]" && inClass) inClass = false;
      out += ch;
    }
  }
  return out;
}

/**
 * The escape at `at` (after its backslash): `\uXXXX` becomes `\x{XXXX}`, and `\'` a plain `'`
 * (GNU-style syntaxes read `\'` as an anchor); any other escape is kept.
 */
function escaped(source: string, at: number): string {
  const ch = source[at] ?? "";
  if (ch === "u") return `\\x{${source.slice(at + 1, at + 5)}}`;
  if (ch === "'") return "'";
  return `\\${ch}`;
}

/** The top-level alternatives of a regular expression source (`a|b(c|d)` → `a`, `b(c|d)`). */
export function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** Escape a literal word for a regular expression (both dialects). */
export function escapeWord(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\/-]/g, (c) => `\\${c}`);
}
