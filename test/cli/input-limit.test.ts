// One size limit, one code, everywhere (issue 14): every reader of a user file — card files,
// decks for check AND for simulate/play, rulings, the translator's --file, --corpus and --report,
// coverage's rulings — and a text given as an argument refuse an input over MAX_SOURCE_BYTES with
// PM1003 and exit 1, before reading it (a 20 MB ruling or translator input used to run for over
// 25 minutes). Runs `main` in-process: an argument this long cannot be passed to a child process.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../cli/main.ts";
import { MAX_SOURCE_BYTES } from "../../workspace/source.ts";

const scratch = mkdtempSync(join(tmpdir(), "memoria-limit-"));
/** 20 MB of line breaks: over the limit, and cheap for a reader that would still read it. */
const big = "\n".repeat(20 * 1024 * 1024);
const file = (name: string): string => join(scratch, name);

beforeAll(() => {
  for (const name of ["big.cards", "big.deck", "big.ruling", "big.txt", "big.jsonl"])
    writeFileSync(file(name), big);
  writeFileSync(file("small.deck"), "「vanilla」 x 1\n");
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `memoria …argv` in this process: its exit code and everything it printed. */
async function memoria(...argv: string[]): Promise<{ status: number; out: string }> {
  const printed: string[] = [];
  const keep = (...xs: unknown[]): void => void printed.push(xs.map(String).join(" "));
  vi.spyOn(console, "error").mockImplementation(keep);
  vi.spyOn(console, "log").mockImplementation(keep);
  vi.spyOn(process.stdout, "write").mockImplementation((x) => (keep(x), true));
  const status = await main(argv);
  return { status, out: printed.join("\n") };
}

const over = `is ${big.length} bytes, over the limit of ${MAX_SOURCE_BYTES} bytes`;

describe("PM1003 on every path that reads user input", () => {
  it.each([
    ["parse", ["parse", file("big.cards")]],
    ["check (cards)", ["check", file("big.cards")]],
    ["check (deck)", ["check", file("big.deck")]],
    ["simulate --decks", ["simulate", "--games", "1", "--decks", file("big.deck"), "vanilla"]],
    ["play --decks", ["play", "--decks", file("big.deck"), "vanilla"]],
    ["test (a ruling)", ["test", file("big.ruling")]],
    ["translate --file", ["translate", "--file", file("big.txt")]],
    ["translate --corpus", ["translate", "--corpus", file("big.jsonl")]],
    ["translate --report", ["translate", "--report", file("big.jsonl")]],
  ])("%s", async (_, argv) => {
    const run = await memoria(...argv);
    expect(run.out).toContain(`error PM1003: the file ${over}`);
    expect(run.status).toBe(1);
    expect(run.out).not.toMatch(/\n\s+at /);
  });

  it("translate with a text argument over the limit", async () => {
    const run = await memoria("translate", "あ".repeat(MAX_SOURCE_BYTES / 3 + 1));
    expect(run.out).toContain("<argument>:1:1 - error PM1003: the text is");
    expect(run.status).toBe(1);
  });
});
