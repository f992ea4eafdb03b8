// A run of characters that no token of the card language can start with, lexed as one token of
// the group "unknown" (never given to the parser) and reported by lexer.ts as PM1101, exactly as
// Chevrotain reports characters it cannot lex. Why: Chevrotain's recovery after such a character
// tries every pattern at every following offset until one matches, so 100 KB of printed Japanese
// pasted into a card file cost ~0.9 s per parse and 1 MB of garbage ~5 s (an editor parses on
// every keystroke). A character that can start some token never joins a run, so Chevrotain still
// decides everything else; where its error and a run touch, lexer.ts joins them, which gives the
// error Chevrotain alone would give (test/grammar/unknown-run.test.ts checks both claims).
import { createToken, type TokenType } from "./chevrotain.ts";
import { keywordTokens } from "./keywords.ts";

/**
 * The first characters of every pattern of tokens.ts but the keywords' (theirs are their
 * `start_chars_hint`): whitespace, `//`, the bracket literals and strings, numbers and card
 * numbers, signs, `《N》` and `《休》`, `↓`, punctuation (half- and full-width), and Identifier's letters.
 */
const NON_KEYWORD_STARTS =
  ' \t\r\n\u3000\uFEFF/「【『"〔《↓±+-<>!=:：;,()[]［］{}／▶' +
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Every character some token can start with. */
export function tokenStartChars(): Set<string> {
  const starts = new Set(NON_KEYWORD_STARTS);
  for (const t of keywordTokens)
    for (const c of (t.START_CHARS_HINT ?? []) as (string | number)[])
      starts.add(typeof c === "number" ? String.fromCharCode(c) : c[0]!);
  return starts;
}

const escaped = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Chevrotain's first-character table: one entry per code unit below 256, then one per 255 code
 * units (chevrotain.mjs `charCodeToOptimizedIndex`, 11.x). A code unit of a bucket that has no
 * hint still lexes right, through Chevrotain's slow recovery.
 */
const BUCKET = 255;

/**
 * What Chevrotain cannot find itself for a negated class (ensureOptimizations): the first
 * characters of the run — every code unit below 256 outside the start set, and one such code unit
 * in each bucket above, which puts the run among the candidates for the whole bucket (listing all
 * 65,000 cost ~15 ms of the lexer's construction).
 */
function runStartHint(starts: Set<string>): number[] {
  const hint: number[] = [];
  for (let code = 0; code < 256; code++)
    if (!starts.has(String.fromCharCode(code))) hint.push(code);
  for (let bucket = Math.ceil(256 / BUCKET); bucket * BUCKET <= 0xffff; bucket++)
    for (
      let code = Math.max(256, bucket * BUCKET);
      code < (bucket + 1) * BUCKET && code <= 0xffff;
      code++
    )
      if (!starts.has(String.fromCharCode(code))) {
        hint.push(code);
        break;
      }
  return hint;
}

let unknownRun: TokenType | undefined;

/** The token: made with the first lexer, so importing the grammar costs nothing of it. */
export function unknownRunToken(): TokenType {
  unknownRun ??= makeToken(tokenStartChars());
  return unknownRun;
}

function makeToken(starts: Set<string>): TokenType {
  return createToken({
    name: "UnknownRun",
    pattern: new RegExp(`[^${[...starts].map(escaped).join("")}]+`),
    group: "unknown",
    start_chars_hint: runStartHint(starts),
    line_breaks: false,
  });
}
