// Card strings made to break generated code: quotes, backticks, `${`, `*/`, backslashes, newlines,
// U+2028/U+2029, lone surrogates, bidi overrides, wide characters. Shared by the tests of string
// safety (strings.test.ts) and of the layout against prettier (layout.test.ts).
import fc from "fast-check";
import type { CardDecl } from "../../grammar/ast.ts";
import { cardsOf, parseCards } from "./helpers.ts";

const TEMPLATE = cardsOf(
  parseCards(`title 『TITLE』
character 01-001 「NAME」 red cost 1 source 1 ap 20 dp 20 【TRAIT】 rarity R {
  printed "PRINTED"
  [main/own]: 1 of your 「NAME」 with 【TRAIT】 gets +10/+10 until end of turn
  if this enters and you have a character from 『TITLE』: draw 1
}`),
)[0]!;

const DANGEROUS = [
  '"',
  "'",
  "`",
  "${",
  "${x}",
  "*/",
  "/*",
  "//",
  "\\",
  "\\u0041",
  "\n",
  "\r\n",
  "\u2028",
  "\u2029",
  "\u0085",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "\u202e",
  "\ufeff",
  "\u0000",
  "</script>",
  "」",
  "】",
  // Wide and astral characters, and long runs, move where prettier breaks a line.
  "ゆい",
  "😀",
  "平沢唯".repeat(12),
  "a".repeat(40),
];

export const dangerousString = fc
  .array(fc.oneof(fc.constantFrom(...DANGEROUS), fc.string({ unit: "binary", maxLength: 6 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(""));

/** The template card with every placeholder string replaced. */
function withStrings(values: Record<string, string>, number: string): CardDecl {
  const replace = (v: unknown): unknown => {
    if (typeof v === "string") return values[v] ?? v;
    if (Array.isArray(v)) return v.map(replace);
    if (typeof v === "object" && v !== null)
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, k === "span" || k === "nameSpan" ? x : replace(x)]),
      );
    return v;
  };
  return { ...(replace(TEMPLATE) as CardDecl), number };
}

/** A card whose name, trait, title, printed text and number are dangerous strings. */
export const dangerousCard = fc
  .tuple(dangerousString, dangerousString, dangerousString, dangerousString, dangerousString)
  .map(([name, trait, title, printed, number]) => ({
    name,
    trait,
    title,
    printed,
    number,
    card: withStrings({ NAME: name, TRAIT: trait, TITLE: title, PRINTED: printed }, number),
  }));
