// A synthetic corpus for benchmarks: the cards of cardtext/ repeated, each copy under a fresh card
// number, until there are `count` cards. Shared by the parse and compile benchmarks.
import { readFileSync } from "node:fs";
import { collectFiles } from "../workspace/files.ts";

/** Splits a card file into its title lines and card blocks (a card starts at a kind keyword). */
function cardBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  for (const line of text.split("\n")) {
    if (/^(character|event|support|title)\b/.test(line) && current.length > 0) {
      blocks.push(current.join("\n"));
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current.join("\n"));
  return blocks.filter((b) => /^(character|event|support)\b/.test(b));
}

export function syntheticCorpus(count: number, dir = "cardtext"): { text: string; cards: number } {
  const blocks = collectFiles([dir], [".cards"]).flatMap((f) =>
    cardBlocks(readFileSync(f, "utf8")),
  );
  if (blocks.length === 0) throw new Error(`no cards found under ${dir}`);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const block = blocks[i % blocks.length]!;
    // Renumber so no two copies share a number: 50-000, 50-001, …
    const number = `${50 + Math.floor(i / 1000)}-${String(i % 1000).padStart(3, "0")}`;
    if (i % 100 === 0) parts.push(`title 『Synthetic ${Math.floor(i / 100)}』`);
    parts.push(block.replace(/^(character|event|support)\s+\S+/, `$1 ${number}`));
  }
  return { text: parts.join("\n\n") + "\n", cards: count };
}
