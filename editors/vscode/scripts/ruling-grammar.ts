// The TextMate grammar of `.ruling` files, built from the ruling lexer (grammar/ruling/tokens.ts:
// its bracket literals and its ordered `patterns`) and the words its parser asks for
// (ruling-words.ts). Same construction as the card grammar: one rule per token in the lexer's
// order and a last rule for any other character, so TextMate splits a line as the lexer does.
// The texts of a card written inside a ruling (`card … {` … `}`) are the card language, and use
// the card grammar's rules.
import { brackets, patterns, type TokenKind } from "../../../grammar/ruling/tokens.ts";
import { CARDS_SCOPE } from "./card-grammar.ts";
import { escapeWord, oniguruma } from "./oniguruma.ts";
import { rulingWords } from "./ruling-words.ts";
import type { Grammar, Rule } from "./textmate.ts";

export const RULING_SCOPE = "source.memoria-ruling";
const S = ".memoria-ruling";

const kindScopes: Record<TokenKind, string> = {
  word: "variable.other.word",
  name: "entity.name.type.card-name",
  trait: "entity.other.attribute-name.trait",
  title: "entity.name.namespace.title",
  string: "string.quoted.double",
  cardNo: "constant.other.card-number",
  cardId: "constant.other.card-id",
  rulingId: "constant.other.ruling-id",
  ruleNo: "constant.numeric.rule-number",
  stat: "constant.numeric.stat",
  number: "constant.numeric.integer",
  reason: "support.constant.reason",
  poss: "keyword.operator.possessive",
  punct: "punctuation.separator",
};

/**
 * The scope the grammar gives the first character of a ruling token of this kind (a word may
 * instead have a keyword's scope). test/editors compares it with the lexer over every ruling.
 */
export function scopeOfKind(kind: TokenKind): string {
  const bracketed = brackets.some((b) => b.kind === kind);
  return bracketed ? `punctuation.definition.${kind}.begin${S}` : kindScopes[kind] + S;
}

/**
 * Scopes of the parser's vocabularies, most specific first: a word in two (`main` is a zone and
 * a phase) takes the first. Words asked for by name only are `keyword.other`.
 */
const vocabularyScopes: { scope: string; words?: string[]; vocabularies?: string[] }[] = [
  { scope: "variable.language.player", words: ["A", "B"] },
  { scope: "keyword.control.statement", vocabularies: ["STATEMENTS"] },
  { scope: "support.variable.zone", vocabularies: ["ZONES"] },
  { scope: "keyword.control.timing", vocabularies: ["PHASES", "UNTIL"] },
  { scope: "support.constant.color", vocabularies: ["COLORS"] },
  { scope: "storage.type.card-kind", vocabularies: ["KINDS"] },
  { scope: "support.constant.decision", vocabularies: ["WAITING"] },
];

/** What may follow a word: not a letter of a longer word (the lexer's `word` pattern). */
const WORD_END = "(?![A-Za-z0-9_-])";

function wordRules(folder: string): Rule[] {
  const { asked, vocabularies } = rulingWords(folder);
  const taken = new Set<string>();
  const rules: Rule[] = [];
  const add = (scope: string, words: string[]): void => {
    const fresh = [...new Set(words)].filter((w) => !taken.has(w));
    fresh.forEach((w) => taken.add(w));
    // Longest first, as alternation takes the first alternative that fits.
    fresh.sort((a, b) => b.length - a.length || a.localeCompare(b));
    if (fresh.length > 0)
      rules.push({ name: scope + S, match: `(?:${fresh.map(escapeWord).join("|")})${WORD_END}` });
  };
  for (const { scope, words = [], vocabularies: names = [] } of vocabularyScopes) {
    const listed = names.flatMap((n) => {
      const v = vocabularies.get(n);
      if (!v) throw new Error(`ruling grammar: the parser has no vocabulary ${n} any more`);
      return v;
    });
    add(scope, [...words, ...listed]);
  }
  add("keyword.other", asked);
  return rules;
}

function bracketRules(): Rule[] {
  return brackets.flatMap(({ open, close, kind }) => {
    const o = escapeWord(open);
    const c = escapeWord(close);
    const punctuation = `punctuation.definition.${kind}`;
    return [
      {
        name: `meta.literal.${kind}${S}`,
        match: `(${o})([^${c}]*)(${c})`,
        captures: {
          "1": { name: `${punctuation}.begin${S}` },
          "2": { name: kindScopes[kind] + S },
          "3": { name: `${punctuation}.end${S}` },
        },
      },
      // The lexer reports an unclosed bracket and skips the rest of its line.
      { name: `invalid.illegal.unterminated.${kind}${S}`, match: `${o}.*` },
    ];
  });
}

export function rulingGrammar(rulingFolder: string): Grammar {
  const tokens: Rule[] = [{ name: `comment.line.double-slash${S}`, match: "//.*" }];
  tokens.push(...bracketRules());
  for (const [kind, re] of patterns) {
    if (kind === "word") tokens.push(...wordRules(rulingFolder));
    tokens.push({ name: scopeOfKind(kind), match: oniguruma(re) });
  }
  tokens.push({ name: `invalid.illegal.character${S}`, match: "[^ \\t\\x{3000}]" });
  return {
    name: "Memoria rulings",
    scopeName: RULING_SCOPE,
    fileTypes: ["ruling"],
    patterns: [{ include: "#card-with-texts" }, { include: "#tokens" }],
    repository: {
      // `card T-1 「…」 red cost 1 {` … `}`: a card with its texts in the card language. As in
      // the parser (grammar/ruling/card-texts.ts), only a `card` line that ends with `{` (before
      // a comment) opens one; any other `{` is a character the ruling lexer rejects. The line is
      // found by a look-ahead, then read with the ruling's tokens up to its `{`.
      "card-with-texts": {
        begin: "^(?=[ \\t]*card[ \\t].*\\{[ \\t]*(?://.*)?$)",
        end: "(?<=\\})",
        patterns: [{ include: "#card-texts" }, { include: "#tokens" }],
      },
      // Known limit: a block that never closes runs to the end of the file here (TextMate cannot
      // look ahead over lines), where the parser reports PM5003 at its `{`.
      "card-texts": {
        name: `meta.embedded.block.memoria-cards${S}`,
        begin: "\\{(?=[ \\t]*(?://.*)?$)",
        end: "\\}",
        beginCaptures: { "0": { name: `punctuation.section.block.begin${S}` } },
        endCaptures: { "0": { name: `punctuation.section.block.end${S}` } },
        patterns: [{ include: `${CARDS_SCOPE}#block` }, { include: `${CARDS_SCOPE}#tokens` }],
      },
      tokens: { patterns: tokens },
    },
  };
}
