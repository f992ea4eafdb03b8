// The lexer: one shared Chevrotain Lexer, plus the pass that turns lexing problems into coded
// diagnostics (unknown characters PM1101, unterminated literals PM1102). Never throws.
import { Lexer, type ILexingResult, type IToken } from "./chevrotain.ts";
import { allTokens, openLiterals } from "./tokens.ts";
import { unknownRunToken } from "./unknown-run.ts";
import { makeDiagnostic, syntaxDiagnostics as D, type Diagnostic } from "./diagnostics.ts";
import type { LineIndex } from "./spans.ts";

/** The lexer's options; `validate` runs Chevrotain's checks of the token patterns (a test does). */
export function buildCardLexer(validate = false): Lexer {
  // UnknownRun last: only characters no other token starts with (unknown-run.ts).
  return new Lexer([...allTokens, unknownRunToken()], {
    positionTracking: "full",
    ensureOptimizations: true,
    // The pattern checks cost more than half of the lexer's construction (issue 15) and say
    // nothing new once the tokens are right: test/grammar/parser-validations.test.ts runs them.
    skipValidations: !validate,
    // Lexer errors become PM1101 diagnostics below; the default message is not shown.
    errorMessageProvider: {
      buildUnexpectedCharactersMessage: () => "unexpected character",
      buildUnableToPopLexerModeMessage: () => "internal: lexer mode",
    },
  });
}

let cardLexer: Lexer | undefined;

export interface LexResult {
  tokens: IToken[];
  comments: IToken[];
  diagnostics: Diagnostic[];
}

const closers: Record<string, [string, string]> = {
  "「": ["」", "the name"],
  "【": ["】", "the trait"],
  "『": ["』", "the title"],
  '"': ['"', "the string"],
  "〔": ["〕", "the keyword"],
};

/**
 * The spans no token covers, in order: Chevrotain's errors and the unknown runs, joined where they
 * touch — the spans Chevrotain alone reports, as one error per maximal run of characters at which
 * no token matches.
 */
function unlexed(result: ILexingResult, length: number): [number, number][] {
  const spans: [number, number][] = result.errors.map((e) => [
    e.offset,
    Math.min(length, e.offset + Math.max(1, e.length)),
  ]);
  for (const t of (result.groups["unknown"] ?? []) as IToken[])
    spans.push([t.startOffset, t.startOffset + t.image.length]);
  spans.sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const s of spans) {
    const last = joined.at(-1);
    if (last && last[1] === s[0]) last[1] = s[1];
    else joined.push(s);
  }
  return joined;
}

export function lex(index: LineIndex): LexResult {
  const text = index.text;
  // Built on the first lex, so importing the grammar (every command does) costs no lexer.
  cardLexer ??= buildCardLexer();
  const result = cardLexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];
  for (const [start, end] of unlexed(result, text.length)) {
    const raw = text.slice(start, end);
    const shown = raw.length > 20 ? `${raw.slice(0, 20)}…` : raw;
    diagnostics.push(
      makeDiagnostic(D.unknownCharacter, index.span(start, end), {
        text: JSON.stringify(shown).slice(1, -1),
        plural: raw.length > 1 ? "s" : "",
      }),
    );
  }
  for (const t of result.tokens) {
    if (!openLiterals.has(t.tokenType)) continue;
    const open = t.image[0] ?? "";
    const [close, what] = closers[open] ?? ["", "the literal"];
    const lineEnd = index.lineEnd(t.startOffset);
    diagnostics.push(
      makeDiagnostic(
        D.unterminated,
        index.span(t.startOffset, t.startOffset + 1),
        { open, close, what },
        [{ message: `the line ends here without ${close}`, span: index.span(lineEnd, lineEnd) }],
      ),
    );
  }
  const comments = (result.groups["comments"] ?? []) as IToken[];
  return { tokens: result.tokens, comments, diagnostics };
}
