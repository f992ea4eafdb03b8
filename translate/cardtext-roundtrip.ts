// The round trip on cardtext/: for every card with abilities, (1) translating the canonical
// Japanese rendering (`renderJa`) gives back the card's AST, and (2) translating the card's kept
// `printed` text gives the card's AST — both modulo spans and comments. The cards for which either
// does not hold are the exceptions listed in docs/translate.md; test/translate/cardtext.test.ts
// asserts that list exactly. Print the current list as the table's rows, or write it (and the
// counts) into docs/translate.md:
//   npx tsx translate/cardtext-roundtrip.ts [--write]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { formatMarkdown } from "../compiler/emit/format.ts";
import { join } from "node:path";
import type { Ability } from "../grammar/ast.ts";
import { parse } from "../grammar/index.ts";
import { withoutSpansOrComments, withWidthsFolded } from "./ast-util.ts";
import { renderJa } from "./render/ja.ts";
import { NoJapaneseForm } from "./render/words.ts";
import { translateText, type Translation } from "./translate.ts";

export interface RoundTripException {
  file: string;
  number: string;
  /** `canonical`: renderJa → translate; `printed`: the printed text → translate. */
  direction: "canonical" | "printed";
  reason: string;
}

/** The path of the first place where `a` and `b` differ, with both values ("" when they are equal). */
export function firstDiff(a: unknown, b: unknown, path = ""): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return "";
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return `${path || "."}: ${JSON.stringify(a)?.slice(0, 50)} vs ${JSON.stringify(b)?.slice(0, 50)}`;
  }
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = firstDiff(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d) return d;
  }
  return path;
}

/** renderJa → translate; a shape with no Japanese form is an exception of its own, not a crash. */
function canonicalProblem(abilities: Ability[]): string | undefined {
  let ja: string;
  try {
    ja = renderJa(abilities);
  } catch (e) {
    if (e instanceof NoJapaneseForm) return e.message;
    throw e;
  }
  return problem(translateText(ja), abilities);
}

function problem(t: Translation, want: Ability[]): string | undefined {
  if (!t.complete) {
    const s = t.sentences.find((x) => !x.ok);
    return `not read: 「${(s?.text ?? "").slice(0, 40)}」 (${s?.reason ?? "?"})`;
  }
  const got = comparable(t.abilities);
  const expected = comparable(want);
  return JSON.stringify(got) === JSON.stringify(expected)
    ? undefined
    : `differs at ${firstDiff(expected, got)} (card vs translation)`;
}

/** Abilities as the round trip compares them: no spans or comments, names and titles as the
 * checker and the engine compare them (widths folded, ast-util.ts). */
export function comparable(abilities: Ability[]): Ability[] {
  return withWidthsFolded(withoutSpansOrComments(abilities));
}

/** A card still holding a `todo "…"` step is not encoded yet: it has no AST to compare with. */
export const hasTodo = (abilities: Ability[]): boolean =>
  JSON.stringify(abilities).includes('"kind":"Todo"');

export function cardtextRoundTrip(dir = "cardtext"): {
  cards: number;
  printed: number;
  exceptions: RoundTripException[];
} {
  const exceptions: RoundTripException[] = [];
  let cards = 0;
  let printed = 0;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".cards"))
    .sort()) {
    const { ast } = parse(readFileSync(join(dir, file), "utf8"), file);
    for (const c of ast.items) {
      if (c.kind !== "Card" || c.abilities.length === 0 || hasTodo(c.abilities)) continue;
      cards++;
      const canonical = canonicalProblem(c.abilities);
      if (canonical)
        exceptions.push({ file, number: c.number, direction: "canonical", reason: canonical });
      if (c.printed !== undefined) {
        printed++;
        const p = problem(translateText(c.printed), c.abilities);
        if (p) exceptions.push({ file, number: c.number, direction: "printed", reason: p });
      }
    }
  }
  return { cards, printed, exceptions };
}

/** docs/translate.md with its exceptions table and its round-trip counts replaced by `r`'s. */
function withExceptionsTable(doc: string, r: ReturnType<typeof cardtextRoundTrip>): string {
  const cell = (s: string): string => s.replace(/\|/g, "\\|");
  const rows = r.exceptions.map(
    (e) => `| ${e.file} | ${e.number} | ${e.direction} | ${cell(e.reason)} |`,
  );
  const start = "<!-- cardtext-exceptions:start -->\n";
  const end = "<!-- cardtext-exceptions:end -->";
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error("docs/translate.md has no cardtext-exceptions markers");
  const table = ["| file | card | direction | reason |", "|---|---|---|---|", ...rows].join("\n");
  const count = (d: RoundTripException["direction"]): number =>
    r.exceptions.filter((e) => e.direction === d).length;
  return (doc.slice(0, a + start.length) + table + "\n" + doc.slice(b)).replace(
    /\| round trip on `cardtext\/` +\| [^|]*\|/,
    `| round trip on \`cardtext/\` | ${r.cards} cards with abilities and no todo: ${r.cards - count("canonical")} read back from their canonical Japanese, ${r.printed - count("printed")} from their printed text (exceptions below) |`,
  );
}

// Print the rows, or with --write put them (and the counts) into docs/translate.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes("--write");
  const dir = process.argv.slice(2).find((a) => !a.startsWith("--"));
  const r = cardtextRoundTrip(dir);
  if (write)
    writeFileSync(
      "docs/translate.md",
      await formatMarkdown(withExceptionsTable(readFileSync("docs/translate.md", "utf8"), r)),
    );
  else
    for (const line of withExceptionsTable(
      "<!-- cardtext-exceptions:start -->\n<!-- cardtext-exceptions:end -->",
      r,
    )
      .split("\n")
      .slice(3, -1))
      console.log(line);
  console.error(
    `${r.cards} cards with abilities, ${r.printed} with printed text, ${r.exceptions.length} exceptions${write ? " (docs/translate.md updated)" : ""}`,
  );
}
