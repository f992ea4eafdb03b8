// The TextMate grammar of `.cards` files, built from the card lexer's own token list
// (grammar/tokens.ts `allTokens`, in the lexer's order) so the colours never drift from the
// language: a new keyword or literal in the lexer is a new rule here at the next
// `npm run vscode:grammars`, and test/editors checks the committed file is what this writes.
//
// TextMate takes, at each point, the rule whose match starts EARLIEST, the first listed on a tie.
// With one rule per token in the lexer's order and a last rule for any other character, that is
// the Chevrotain lexer's own behaviour (first pattern that matches at the position).
import { Lexer, type TokenType } from "../../../grammar/chevrotain.ts";
import { K } from "../../../grammar/keywords.ts";
import {
  allTokens,
  LBracket,
  openLiterals,
  RBracket,
  Slash,
  WhiteSpace,
} from "../../../grammar/tokens.ts";
import { keywordScopes } from "./keyword-scopes.ts";
import { alternatives, oniguruma } from "./oniguruma.ts";
import type { Grammar, Rule } from "./textmate.ts";

export const CARDS_SCOPE = "source.memoria-cards";
const S = ".memoria-cards";

/** Closed bracket literals: token name → what the content is, and its brackets' scope. */
const literalScopes: Record<string, { kind: string; content: string }> = {
  Name: { kind: "name", content: "entity.name.type.card-name" },
  Trait: { kind: "trait", content: "entity.other.attribute-name.trait" },
  Title: { kind: "title", content: "entity.name.namespace.title" },
  Str: { kind: "string", content: "string.quoted.double" },
  KeywordBox: { kind: "keyword-box", content: "support.constant.keyword-box" },
};

/** Every other token that is not a keyword: token name → scope. */
const tokenScopes: Record<string, string> = {
  Comment: "comment.line.double-slash",
  CardNumber: "constant.other.card-number",
  Stat: "constant.numeric.stat",
  SignedNumber: "constant.numeric.signed",
  NumberLit: "constant.numeric.integer",
  CostBox: "constant.numeric.cost",
  RestSymbol: "keyword.operator.rest",
  LE: "keyword.operator.comparison",
  GE: "keyword.operator.comparison",
  NE: "keyword.operator.comparison",
  EQ: "keyword.operator.comparison",
  LT: "keyword.operator.comparison",
  GT: "keyword.operator.comparison",
  Colon: "punctuation.separator.colon",
  Semicolon: "punctuation.terminator.semicolon",
  Comma: "punctuation.separator.comma",
  LParen: "punctuation.section.parens.begin",
  RParen: "punctuation.section.parens.end",
  LBracket: "punctuation.section.brackets.begin",
  RBracket: "punctuation.section.brackets.end",
  LCurly: "punctuation.section.block.begin",
  RCurly: "punctuation.section.block.end",
  Slash: "punctuation.separator.slash",
  Plus: "keyword.operator.arithmetic",
  Arrow: "keyword.operator.arrow",
  Identifier: "variable.other.word",
};

const keywordScopeOf = new Map<TokenType, string>(
  Object.entries(keywordScopes).flatMap(([scope, names]) => names.map((n) => [K[n], scope])),
);

/** What may follow a keyword: not a letter of a longer word (the lexer's `longer_alt`). */
const WORD_END = "(?![A-Za-z0-9_'-])";

const patternOf = (t: TokenType): RegExp => t.PATTERN as RegExp;
/** The lexer's whitespace characters, as the inside of a character class. */
const SPACE = oniguruma(patternOf(WhiteSpace)).replace(/^\[(.*)\]\+$/, "$1");

/** One rule per keyword scope, its words in the lexer's order (longest first). */
function keywordRules(): Rule[] {
  const byScope = new Map<string, string[]>();
  for (const t of allTokens.filter(isKeyword)) {
    const scope = scopeOfToken(t);
    byScope.set(scope, [...(byScope.get(scope) ?? []), ...alternatives(patternOf(t).source)]);
  }
  return [...byScope].flatMap(([scope, alts]) => {
    const ascii = alts.filter((a) => /^[\x20-\x7e]*$/.test(a)).map(oniguruma);
    // Japanese spellings (メイン, 自分, …): no word to be part of, so no end check.
    const other = alts.filter((a) => !/^[\x20-\x7e]*$/.test(a)).map(oniguruma);
    const rules: Rule[] = [{ name: scope, match: `(?:${ascii.join("|")})${WORD_END}` }];
    if (other.length > 0) rules.push({ name: scope, match: `(?:${other.join("|")})` });
    return rules;
  });
}

/** A closed literal `「…」` as three captures: opening bracket, content, closing bracket. */
function literalRule(t: TokenType): Rule {
  const source = oniguruma(patternOf(t));
  const { kind, content } = literalScopes[t.name]!;
  const bracket = `punctuation.definition.${kind}`;
  const rule: Rule = {
    name: `meta.literal.${kind}${S}`,
    match: `(${source[0]})(${source.slice(1, -1)})(${source.at(-1)})`,
    captures: {
      "1": { name: `${bracket}.begin${S}` },
      "2": { name: content + S },
      "3": { name: `${bracket}.end${S}` },
    },
  };
  if (t.name === "Str")
    rule.captures!["2"]!.patterns = [{ name: `constant.character.escape${S}`, match: "\\\\." }];
  return rule;
}

/**
 * `[main/own]`: the timing of an activated ability, its words taken from the phase and player
 * keywords (English and Japanese). Listed before the tokens so the bracket reads as one timing.
 */
function timingRule(): Rule {
  const words = (...ts: TokenType[]) =>
    ts.flatMap((t) => alternatives(patternOf(t).source)).map(oniguruma);
  const phase = words(K.Main, K.Approach).join("|");
  const player = words(K.Own, K.Opponent, K.Both, K.Interrupt).join("|");
  const [open, slash, close] = [LBracket, Slash, RBracket].map((t) => oniguruma(patternOf(t)));
  const gap = `[${SPACE}]*`;
  return {
    name: `meta.timing${S}`,
    match: `(${open})${gap}(${phase})${gap}(${slash})${gap}(${player})${gap}(${close})`,
    captures: {
      "1": { name: `punctuation.section.timing.begin${S}` },
      "2": { name: `keyword.control.timing.phase${S}` },
      "3": { name: `punctuation.separator.slash${S}` },
      "4": { name: `keyword.control.timing.player${S}` },
      "5": { name: `punctuation.section.timing.end${S}` },
    },
  };
}

const keywords = new Set<TokenType>(Object.values(K));
const isKeyword = (t: TokenType): boolean => keywords.has(t);
const literalOf = (t: TokenType) => literalScopes[t.name.replace(/Open$/, "")];

/**
 * The scope the grammar gives the first character of a token of the card lexer (outside a
 * timing `[main/own]`, whose words are scoped as its parts). test/editors compares it with the
 * lexer's tokens over every card file.
 */
export function scopeOfToken(t: TokenType): string {
  if (isKeyword(t)) return (keywordScopeOf.get(t) ?? "keyword.other") + S;
  const literal = literalOf(t);
  if (literal && openLiterals.has(t)) return `invalid.illegal.unterminated.${literal.kind}${S}`;
  if (literal) return `punctuation.definition.${literal.kind}.begin${S}`;
  const scope = tokenScopes[t.name];
  if (scope === undefined)
    throw new Error(`card grammar: no scope for the lexer's token ${t.name}`);
  return scope + S;
}

/** The token rules, in the lexer's order. */
function tokenRules(): Rule[] {
  const rules: Rule[] = [timingRule()];
  let keywordsDone = false;
  for (const t of allTokens) {
    // Categories (Lexer.NA) match nothing themselves; their member tokens follow.
    if (t === WhiteSpace || t.PATTERN === Lexer.NA) continue;
    if (isKeyword(t)) {
      if (!keywordsDone) rules.push(...keywordRules());
      keywordsDone = true;
    } else if (literalOf(t) && !openLiterals.has(t)) rules.push(literalRule(t));
    else rules.push({ name: scopeOfToken(t), match: oniguruma(patternOf(t)) });
  }
  // Any other character is one the lexer rejects (PM1101).
  rules.push({ name: `invalid.illegal.character${S}`, match: `[^${SPACE}]` });
  return rules;
}

export function cardGrammar(): Grammar {
  return {
    name: "Memoria cards",
    scopeName: CARDS_SCOPE,
    fileTypes: ["cards"],
    patterns: [{ include: "#block" }, { include: "#tokens" }],
    repository: {
      // `{ … }`: a card's body (and, in a ruling file, a card's texts).
      block: {
        name: `meta.block${S}`,
        begin: "\\{",
        end: "\\}",
        beginCaptures: { "0": { name: `punctuation.section.block.begin${S}` } },
        endCaptures: { "0": { name: `punctuation.section.block.end${S}` } },
        patterns: [{ include: "#block" }, { include: "#tokens" }],
      },
      tokens: { patterns: tokenRules() },
    },
  };
}
