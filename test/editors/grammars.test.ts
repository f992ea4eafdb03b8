// The committed TextMate grammars are what editors/vscode/scripts/gen-grammars.ts writes from the
// lexers, and the generator fails loudly when the lexers change under it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keywordWords } from "../../grammar/keywords.ts";
import { grammars, renderGrammars, SYNTAXES } from "../../editors/vscode/scripts/grammars.ts";
import { keywordScopes } from "../../editors/vscode/scripts/keyword-scopes.ts";
import { rulingWords } from "../../editors/vscode/scripts/ruling-words.ts";
import { tokenize } from "./textmate.ts";

describe("the committed grammars", () => {
  it("are what the generator writes (run `npm run vscode:grammars` after changing a lexer)", async () => {
    for (const [file, text] of Object.entries(await renderGrammars()))
      expect(readFileSync(SYNTAXES + file, "utf8"), file).toBe(text);
  });

  it("are the three the extension's manifest names", () => {
    const manifest = JSON.parse(
      readFileSync(new URL("../../editors/vscode/package.json", import.meta.url), "utf8"),
    ) as { contributes: { grammars: { scopeName: string; path: string }[] } };
    const named = manifest.contributes.grammars.map((g) => [g.path, g.scopeName]);
    const built = Object.entries(grammars()).map(([f, g]) => [`./syntaxes/${f}`, g.scopeName]);
    expect(named).toEqual(built);
  });
});

describe("the card grammar's keywords", () => {
  it("colour every keyword of the lexer as a keyword, never as a plain word", async () => {
    const tokens = await tokenize("source.memoria-cards", keywordWords.join(" "));
    const plain = tokens.filter((t) => t.text.trim() !== "" && t.scopes.length < 2);
    const words = tokens.filter((t) => /^[a-z]/i.test(t.text));
    expect(plain.map((t) => t.text)).toEqual([]);
    expect(words.filter((t) => t.scopes.at(-1) === "variable.other.word.memoria-cards")).toEqual(
      [],
    );
    expect(words.length).toBe(keywordWords.length);
  });

  it("sort each keyword once", () => {
    const all = Object.values(keywordScopes).flat();
    expect(all.length).toBe(new Set(all).size);
  });
});

describe("the ruling parser's words", () => {
  it("are read from its calls and vocabularies", () => {
    const { asked, vocabularies } = rulingWords("grammar/ruling");
    expect(asked).toEqual(expect.arrayContaining(["cites", "expect", "turn", "until", "exactly"]));
    expect(vocabularies.get("ZONES")).toEqual(expect.arrayContaining(["hand", "trash", "deck"]));
    // A word must have the lexer's word shape: `'s` and `R-A-1` are other tokens.
    expect(asked.every((w) => /^[A-Za-z][A-Za-z0-9_-]*$/.test(w))).toBe(true);
  });
});
