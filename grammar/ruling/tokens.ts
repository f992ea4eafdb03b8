// Token kinds of the ruling language. Literals follow the card language (docs/language.md):
// 「name」 【trait】 『title』 "string", card numbers 01-046, stat changes +10/+10, comments //.
// Ruling-only tokens: ruling ids (R-A-1), rule numbers (8.5), reason codes (cost/unpayable).

export type TokenKind =
  | "word"
  | "name"
  | "trait"
  | "title"
  | "string"
  | "cardNo"
  | "cardId"
  | "rulingId"
  | "ruleNo"
  | "stat"
  | "number"
  | "reason"
  | "poss"
  | "punct";

export interface Token {
  kind: TokenKind;
  /** The literal's content (without brackets / quotes) or the token text. */
  value: string;
  line: number;
  /** 1-based column of the first character. */
  column: number;
  offset: number;
  length: number;
}

/** Plain patterns, tried in order at each position (sticky). Bracketed literals are scanned by hand. */
export const patterns: readonly [TokenKind, RegExp][] = [
  ["rulingId", /R-[A-Z]+-\d+/y],
  // R-1000: fixture numbers past 999 (issue 13's later families)
  ["cardNo", /(?:\d{2}|[A-Z]{1,3})-[A-Z]?\d{2,4}[a-z]?(?![\w-])/y],
  // A compiled card's database id: `<set>/<number>` (generated/), e.g. rulebook-examples/01-001_2,
  // kgb/P-001 (a promo number, as cardNo reads it).
  ["cardId", /[a-z][a-z0-9_-]*\/(?:\d{2}|[A-Z]{1,3})-[A-Z]?\d{2,4}[a-z]?(?:_\d+)?(?![\w-])/y],
  ["stat", /[+-]?\d+\/[+-]?\d+/y],
  ["ruleNo", /\d+\.\d+/y],
  ["reason", /[a-z]+\/[a-z][a-z-]*/y],
  ["number", /[+-]?\d+/y],
  ["poss", /'s\b/y],
  ["word", /[A-Za-z][A-Za-z0-9_-]*/y],
  ["punct", /[,:;#()]/y],
];

/** Bracketed literals: opening, closing, kind and a readable label for messages. */
export const brackets: readonly { open: string; close: string; kind: TokenKind }[] = [
  { open: "「", close: "」", kind: "name" },
  { open: "【", close: "】", kind: "trait" },
  { open: "『", close: "』", kind: "title" },
  { open: '"', close: '"', kind: "string" },
];

export function describe(t: Token | undefined): string {
  if (!t) return "the end of the line";
  switch (t.kind) {
    case "name":
      return `「${t.value}」`;
    case "trait":
      return `【${t.value}】`;
    case "title":
      return `『${t.value}』`;
    case "string":
      return `"${t.value}"`;
    default:
      return `\`${t.value}\``;
  }
}
