// Small words both renderers share: capitals, plurals, signed numbers, amounts, and the error for
// an AST shape that has no Japanese form.
import type { Amount, Comparison, PlayerRef, QuerySelector } from "../../grammar/ast.ts";

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Draw 1 card." → "draw 1 card." (a lower-case word only: 「X」 and "AP" stay). */
export const lowerFirst = (s: string): string =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** "1 card", "2 cards". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** +10, -10, ±0: a stat or cost change as printed. */
export const signed = (n: number): string => (n === 0 ? "±0" : n > 0 ? `+${n}` : `${n}`);

/**
 * A number compared with `op`, in English: "3 or more", "2 or less", "more than 2", "fewer than 3"
 * (`fewer` for a count of things: "2 or fewer"), "other than 1"; `==` is the number itself, or "exactly N" where
 * a bare number would read as "at least" (a count: "you have 2 characters").
 */
export function enCompared(op: Comparison, n: number, counted = false): string {
  const forms: Record<Comparison, string> = {
    ">=": `${n} or more`,
    "<=": `${n} or ${counted ? "fewer" : "less"}`,
    ">": `more than ${n}`,
    "<": `${counted ? "fewer" : "less"} than ${n}`,
    "==": counted ? `exactly ${n}` : `${n}`,
    "!=": `other than ${n}`,
  };
  return forms[op];
}

/** "2 cards"; a counted amount is "X cards". */
export function enAmount(a: Amount, word: string): string {
  return a.kind === "Number" ? plural(a.value, word) : `X ${word}s`;
}

/**
 * An AST shape the Japanese renderer cannot print: no card prints it and no form of it reads back
 * (a grouping of conditions that needs parentheses, a count compared with `<` …). Thrown rather
 * than printing a placeholder.
 */
export class NoJapaneseForm extends Error {
  constructor(what: string) {
    super(`renderJa: no Japanese form for ${what}`);
    this.name = "NoJapaneseForm";
  }
}

/** The number of an amount; a counted amount (`count(…)`) has no Japanese form of its own. */
export function jaAmount(a: Amount): string {
  if (a.kind === "Number") return String(a.value);
  throw new NoJapaneseForm("an amount counted from a selector (`count(…)`)");
}

/** 以上 / 以下 after a number; `==` is the number alone. Other comparisons have no printed form. */
export function jaComparison(op: Comparison, what: string): string {
  if (op === ">=") return "以上";
  if (op === "<=") return "以下";
  if (op === "==") return "";
  throw new NoJapaneseForm(`${what} compared with ${op}`);
}

/** 自分 / 相手 for a player the text names; any other player has no Japanese form. */
export function jaPlayer(player: PlayerRef, what: string): "自分" | "相手" {
  if (player === "you") return "自分";
  if (player === "opponent") return "相手";
  throw new NoJapaneseForm(`${what} of the player \`${player}\``);
}

/** A chosen number of the cards looked at (その中にある任意の枚数のカード), not all of them. */
export function picksAmong(s: QuerySelector): boolean {
  const q = s.quantity;
  return q !== undefined && q.kind !== "all" && q.kind !== "each" && q.kind !== "any";
}
