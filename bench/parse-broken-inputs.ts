// The inputs of bench/parse-broken.ts: ~100 KB each, valid or half-typed the way an editor sees a
// file between keystrokes. Deterministic (a fixed seed), so two checkouts parse the same bytes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { collectFiles } from "../workspace/files.ts";
import { syntheticCorpus } from "./synthetic.ts";

export interface BenchInput {
  name: string;
  text: string;
}

/** Bytes (UTF-8), as an editor buffer or a file on disk measures them. */
const TARGET = 100_000;
const bytes = (s: string): number => Buffer.byteLength(s, "utf8");
const cardtext = join(import.meta.dirname, "..", "cardtext");

/** Repeats `unit(i)` until the text reaches about `TARGET` characters. */
function fill(head: string, unit: (i: number) => string): string {
  const parts = [head];
  let size = bytes(head);
  for (let i = 0; size < TARGET; i++) {
    const u = unit(i);
    parts.push(u);
    size += bytes(u);
  }
  return parts.join("");
}

function num(i: number): string {
  return `${50 + Math.floor(i / 1000)}-${String(i % 1000).padStart(3, "0")}`;
}

/** A small deterministic generator (mulberry32), so truncations are the same on every checkout. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Real card files cut at random points, concatenated (each cut ends the file it came from). */
function truncations(): string {
  const files = collectFiles([cardtext], [".cards"]).sort();
  const next = random(14);
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < TARGET; i++) {
    const text = readFileSync(files[i % files.length]!, "utf8");
    const cut = text.slice(0, Math.floor(next() * text.length));
    parts.push(cut, "\n");
    size += bytes(cut) + 1;
  }
  return parts.join("");
}

/** The printed Japanese of cardtext/'s cards, pasted into a card file as it is (not as strings). */
function pastedPrinted(): string {
  const printed = collectFiles([cardtext], [".cards"])
    .sort()
    .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/printed "((?:[^"\\]|\\.)*)"/g)])
    .map((m) => m[1]!.replace(/\\n/g, "\n"));
  return fill("", (i) => `${printed[i % printed.length]}\n`);
}

const title = "title 『Bench』\n\n";

/** The character offset where `text` reaches TARGET bytes. */
function cutAt(text: string): number {
  return Buffer.from(text, "utf8").subarray(0, TARGET).toString("utf8").length;
}

export function benchInputs(): BenchInput[] {
  const valid = syntheticCorpus(400, cardtext).text;
  return [
    { name: "valid file", text: valid.slice(0, valid.indexOf("\n\n", cutAt(valid))) + "\n" },
    {
      name: "cards missing their effect",
      text: fill(
        title,
        (i) =>
          `character ${num(i)} 「Card ${i}」 red cost 1 source 1 ap 10 dp 10 {\n` +
          `  [main/own] ↓:\n  if this card enters the field:\n}\n\n`,
      ),
    },
    {
      name: "12,000 「x」 on a broken line",
      text: `${title}character 01-001 「A」 red cost 1 {\n  [main/own]: ${"「x」".repeat(12_000)} :\n}\n`,
    },
    {
      name: "deep parentheses after an error",
      text: `${title}character 01-001 「A」 red cost 1 {\n  while : ${"(".repeat(100_000)}\n}\n`,
    },
    {
      name: "deep parentheses in a condition",
      text: `${title}character 01-001 「A」 red cost 1 {\n  while ${"(".repeat(100_000)}\n}\n`,
    },
    { name: "random truncations of cardtext/", text: truncations() },
    { name: "printed Japanese pasted as it is", text: pastedPrinted() },
  ];
}
