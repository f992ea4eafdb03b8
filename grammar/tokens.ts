// Tokens of the card language. Token ORDER matters, because Chevrotain's lexer takes the FIRST
// pattern that matches (not the longest):
//   1. whitespace and `//` comments (comments go to their own group so they can be re-attached);
//   2. bracket literals 「」【】『』〔〕 and "strings": the closed form first, then an "open" form that
//      runs to the end of the line. Both share one category, so the parser accepts an unterminated
//      literal and the lexer pass reports it once (pointing at the opening bracket);
//   3. number-like tokens, most specific first: card numbers `01-001a` before stats `+10/±0`
//      before signed numbers `-1` before plain numbers (all start with a digit or sign);
//   4. punctuation, `<=` before `<`, `//` (comment) before `/`;
//   5. word keywords, LONGEST FIRST and each with `longer_alt: Identifier`, so `approaches` is not
//      read as `approach` + `es` and `attach` is not `at` + `tach`;
//   6. Identifier last: any other ASCII word. The parser never accepts it; it exists so a misspelt
//      keyword becomes one token that the error pass can compare against the keyword list.
// No pattern is a custom function, so the lexer's first-character optimisation stays on.
import { createToken, Lexer, type TokenType } from "./chevrotain.ts";
import { ColorTok, Identifier, keywordTokens } from "./keywords.ts";

export { ColorTok, Identifier, K, keywordWords } from "./keywords.ts";

export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\r\n\u3000\uFEFF]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});
export const Comment = createToken({ name: "Comment", pattern: /\/\/[^\n\r]*/, group: "comments" });

// ─── Bracket literals ────────────────────────────────────────────────────────────────────────
export const NameLit = createToken({ name: "NameLit", pattern: Lexer.NA, label: "「name」" });
export const TraitLit = createToken({ name: "TraitLit", pattern: Lexer.NA, label: "【trait】" });
export const TitleLit = createToken({ name: "TitleLit", pattern: Lexer.NA, label: "『title』" });
export const StringLit = createToken({ name: "StringLit", pattern: Lexer.NA, label: '"string"' });
export const KeywordLit = createToken({
  name: "KeywordLit",
  pattern: Lexer.NA,
  label: "〔keyword〕",
});

/** Tokens whose text lacks its closing bracket: reported by the lexer pass (PM1102). */
export const openLiterals = new Set<TokenType>();

function literal(name: string, category: TokenType, closed: RegExp, open: RegExp): TokenType[] {
  const c = createToken({ name, pattern: closed, categories: category });
  const o = createToken({ name: `${name}Open`, pattern: open, categories: category });
  openLiterals.add(o);
  return [c, o];
}

const literalTokens = [
  ...literal("Name", NameLit, /「[^」\n\r]*」/, /「[^\n\r]*/),
  ...literal("Trait", TraitLit, /【[^】\n\r]*】/, /【[^\n\r]*/),
  ...literal("Title", TitleLit, /『[^』\n\r]*』/, /『[^\n\r]*/),
  ...literal("Str", StringLit, /"(?:[^"\\\n\r]|\\[^\n\r])*"/, /"[^\n\r]*/),
  ...literal("KeywordBox", KeywordLit, /〔[^〕\n\r]*〕/, /〔[^\n\r]*/),
];

// ─── Numbers and punctuation ─────────────────────────────────────────────────────────────────
export const CardNumber = createToken({
  name: "CardNumber",
  pattern: /(?:[A-Z]{1,3}-\d+|\d+-\d+)[a-z]?/,
  label: "card number",
});
export const Stat = createToken({
  name: "Stat",
  pattern: /[+\-±]?\d+\/[+\-±]?\d+/,
  label: "+A/+D",
});
export const SignedNumber = createToken({ name: "SignedNumber", pattern: /[+\-]\d+/, label: "+N" });
export const NumberLit = createToken({ name: "NumberLit", pattern: /\d+/, label: "number" });
export const CostBox = createToken({ name: "CostBox", pattern: /《\d+》/, label: "`《N》`" });
export const RestSymbol = createToken({ name: "RestSymbol", pattern: /↓|《休》/, label: "`↓`" });

const punct = (name: string, pattern: RegExp, label: string) =>
  createToken({ name, pattern, label: `\`${label}\`` });
export const LE = punct("LE", /<=/, "<=");
export const GE = punct("GE", />=/, ">=");
export const NE = punct("NE", /!=/, "!=");
export const EQ = punct("EQ", /==?/, "==");
export const LT = punct("LT", /</, "<");
export const GT = punct("GT", />/, ">");
export const Colon = punct("Colon", /[:：]/, ":");
export const Semicolon = punct("Semicolon", /;/, ";");
export const Comma = punct("Comma", /,/, ",");
export const LParen = punct("LParen", /\(/, "(");
export const RParen = punct("RParen", /\)/, ")");
export const LBracket = punct("LBracket", /[[［]/, "[");
export const RBracket = punct("RBracket", /[\]］]/, "]");
export const LCurly = punct("LCurly", /\{/, "{");
export const RCurly = punct("RCurly", /\}/, "}");
export const Slash = punct("Slash", /[/／]/, "/");
export const Arrow = punct("Arrow", /▶/, "▶");
// `ap+dp` (the sum of AP and DP); after Stat and SignedNumber, which start with + and a digit
export const Plus = punct("Plus", /\+/, "+");

/** Lexer order (see the header comment). */
export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  NameLit,
  TraitLit,
  TitleLit,
  StringLit,
  KeywordLit,
  ...literalTokens,
  CardNumber,
  Stat,
  SignedNumber,
  NumberLit,
  CostBox,
  RestSymbol,
  LE,
  GE,
  NE,
  EQ,
  LT,
  GT,
  Colon,
  Semicolon,
  Comma,
  LParen,
  RParen,
  LBracket,
  RBracket,
  LCurly,
  RCurly,
  Slash,
  Arrow,
  Plus,
  ColorTok,
  ...keywordTokens,
  Identifier,
];
