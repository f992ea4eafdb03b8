// The extension's TextMate grammars against the real lexers, over every file of the repository:
// TextMate must cut each line where the lexer cuts it and give each token its kind's scope, and
// mark invalid exactly what the lexer reports (PM1101 unknown characters, PM1102 unclosed
// brackets), so the colours in VS Code say what `memoria parse` would.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDeck } from "../../grammar/deck/parse.ts";
import { cardMismatches, invalid, last, rulingMismatches, where } from "./agreement.ts";
import { tokenAt, tokenize } from "./textmate.ts";

function filesUnder(folder: string, ext: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Card files: the corpus and the drafts, plus the golden files (some with lexing errors). */
const cardFiles = [
  ...filesUnder("cardtext", ".cards"),
  ...filesUnder("drafts", ".cards"),
  ...filesUnder("test/golden", ".cards"),
  ...filesUnder("test/emit", ".cards"),
];

describe("the repository's own files have no invalid token", () => {
  const files: [string, string][] = [
    ...["cardtext", "drafts"].flatMap((d) => filesUnder(d, ".cards")).map((f) => [f, "cards"]),
    ...filesUnder("rulings", ".ruling").map((f): [string, string] => [f, "ruling"]),
    ...filesUnder("decks", ".deck").map((f): [string, string] => [f, "deck"]),
  ] as [string, string][];
  it.each(files)("%s", async (file, language) => {
    const tokens = await tokenize(`source.memoria-${language}`, readFileSync(file, "utf8"));
    expect(tokens.filter(invalid).map((t) => where(file, t, t.start))).toEqual([]);
  });
});

describe("the .cards grammar agrees with the card lexer", () => {
  it.each(cardFiles)("%s", async (file) => {
    expect(await cardMismatches(file, readFileSync(file, "utf8"))).toEqual([]);
  });

  it("sees the errors it is meant to see (the golden files have both kinds)", async () => {
    const text = readFileSync("test/golden/diagnostics/unknown-characters.cards", "utf8");
    const tokens = await tokenize("source.memoria-cards", text);
    expect(tokens.some((t) => last(t) === "invalid.illegal.character.memoria-cards")).toBe(true);
  });
});

describe("the .ruling grammar agrees with the ruling lexer", () => {
  it.each(filesUnder("rulings", ".ruling"))("%s", async (file) => {
    expect(await rulingMismatches(file, readFileSync(file, "utf8"))).toEqual([]);
  });

  it("colours the card texts of a ruling as card language", async () => {
    const text = readFileSync("rulings/cards-with-texts.ruling", "utf8");
    const tokens = await tokenize("source.memoria-ruling", text);
    const draw = tokens.find((t) => t.text === "draw" && t.line === 5);
    expect(last(draw)).toBe("support.function.verb.memoria-cards");
  });
});

describe("the .deck grammar agrees with the deck parser", () => {
  it.each(filesUnder("decks", ".deck"))("%s", async (file) => {
    const text = readFileSync(file, "utf8");
    const tokens = await tokenize("source.memoria-deck", text);
    expect(tokens.filter(invalid).map((t) => where(file, t, t.start))).toEqual([]);
    const { ast, diagnostics } = parseDeck(text, file);
    expect(diagnostics).toEqual([]);
    const wrong: string[] = [];
    const expectAt = (offset: number, scope: string): void => {
      const tm = tokenAt(tokens, offset);
      if (tm?.start !== offset || last(tm) !== scope)
        wrong.push(`${where(file, tm, offset)} ≠ ${scope}`);
    };
    for (const e of ast.entries) {
      expectAt(e.countSpan.start.offset, "constant.numeric.count.memoria-deck");
      expectAt(e.refSpan.start.offset, "constant.other.card-ref.memoria-deck");
      if (e.name) expectAt(e.name.span.start.offset + 1, "entity.name.type.card-name.memoria-deck");
    }
    expect(ast.entries.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it("marks a line the parser rejects", async () => {
    const text = 'deck "x"\n4 01-046\nfour of them\n';
    expect(parseDeck(text).diagnostics.map((d) => d.span.start.line)).toEqual([3]);
    const tokens = await tokenize("source.memoria-deck", text);
    expect(tokens.filter(invalid).map((t) => t.line)).toEqual([3]);
  });

  it("ends a card reference where a comment starts, as the parser does", async () => {
    const text = "4 ahb/01-002//the lead\n";
    const [entry] = parseDeck(text).ast.entries;
    const tokens = await tokenize("source.memoria-deck", text);
    const ref = tokens.find((t) => t.scopes.at(-1) === "constant.other.card-ref.memoria-deck");
    expect([ref?.text, ref?.end]).toEqual([entry?.ref, entry?.refSpan.end.offset]);
    expect(tokens.at(-1)?.scopes.at(-1)).toBe("comment.line.memoria-deck");
  });
});
