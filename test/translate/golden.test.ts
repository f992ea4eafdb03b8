// Golden files: every corpus card's printed text with its translation (English rendering, the AST
// without spans as one line of JSON, and each sentence's status). Over 200 real sentences are
// pinned this way. Regenerate after an intended change with UPDATE_GOLDEN=1 and review the diff.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compactJson } from "../../translate/ast-util.ts";
import type { CorpusCard } from "../../translate/corpus.ts";
import { renderEn } from "../../translate/render/en.ts";
import { corpusCards } from "./helpers.ts";

const DIR = fileURLToPath(new URL("./golden/", import.meta.url));
const CHUNK = 40;

function entry(c: CorpusCard): string {
  const t = c.translation;
  const lines = [
    `=== ${c.record.number} ${c.card.name} (line ${c.line})`,
    `JA: ${c.record.text ?? ""}`,
  ];
  if (t.abilities.length > 0) {
    lines.push(
      ...renderEn(t.abilities, c.card.cardKind)
        .split("\n")
        .map((l) => `EN: ${l}`),
    );
    lines.push(`AST: ${compactJson(t.abilities)}`);
  }
  for (const s of t.sentences)
    lines.push(s.ok ? `OK   ${s.text}` : `TODO ${s.text}  -- ${s.reason}`);
  lines.push(
    `STATUS: ${t.sentences.length === 0 ? "no text" : t.complete ? "complete" : "partial"}`,
  );
  return lines.join("\n");
}

const cards = corpusCards();
const chunks: CorpusCard[][] = [];
for (let i = 0; i < cards.length; i += CHUNK) chunks.push(cards.slice(i, i + CHUNK));

describe("golden translations of the corpus", () => {
  it("pins at least 100 parsed corpus sentences", () => {
    const parsed = cards.flatMap((c) => c.translation.sentences.filter((s) => s.ok));
    expect(parsed.length).toBeGreaterThanOrEqual(100);
  });

  chunks.forEach((chunk, i) => {
    const name = `corpus-${String(i + 1).padStart(2, "0")}.txt`;
    it(name, () => {
      const actual = `${chunk.map(entry).join("\n\n")}\n`;
      const file = `${DIR}${name}`;
      if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, actual);
      }
      expect(actual).toBe(readFileSync(file, "utf8"));
    });
  });
});
