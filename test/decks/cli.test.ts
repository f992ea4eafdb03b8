// `memoria check` on deck files: the code frames of a broken deck (golden file), and every deck
// in decks/ legal and playable — 20 random games per pair with no invariant violation.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { command as check } from "../../cli/commands/check.ts";
import { command as simulate } from "../../cli/commands/simulate.ts";
import { expectGolden } from "../helpers/golden.ts";

const root = join(import.meta.dirname, "../..");
const here = join(import.meta.dirname, "golden");

function capture(): string[] {
  const out: string[] = [];
  const push = (...a: unknown[]) => void out.push(a.join(" "));
  vi.spyOn(console, "log").mockImplementation(push);
  vi.spyOn(console, "error").mockImplementation(push);
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe("memoria check on a broken deck", () => {
  it("prints each PM6xxx diagnostic with a code frame and exits 1 (golden)", async () => {
    const out = capture();
    // A relative path keeps the golden file free of the machine's absolute paths.
    const rel = "test/decks/golden/broken.deck";
    const cwd = process.cwd();
    process.chdir(root);
    try {
      expect(await check.run([rel])).toBe(1);
    } finally {
      process.chdir(cwd);
    }
    const text = out.join("\n").replace(/ in \d+ ms/, " in N ms") + "\n";
    expectGolden(join(here, "broken.txt"), text);
  });
});

const decks = readdirSync(join(root, "decks"))
  .filter((f) => f.endsWith(".deck"))
  .sort()
  .map((f) => join(root, "decks", f));

describe("the decks of decks/", () => {
  it("are at least four", () => expect(decks.length).toBeGreaterThanOrEqual(4));

  it("pass memoria check with no error and no warning", async () => {
    const out = capture();
    expect(await check.run(decks)).toBe(0);
    expect(out.at(-1)).toMatch(/0 error\(s\), 0 warning\(s\)$/);
  });

  // Each deck plays once as player 0 and once as player 1, against its neighbour.
  for (let i = 0; i < decks.length; i++) {
    const a = decks[i]!;
    const b = decks[(i + 1) % decks.length]!;
    it(`simulate --games 20 ${a.split("/").pop()} vs ${b.split("/").pop()}: 0 invariant violations`, async () => {
      const out = capture();
      expect(await simulate.run(["--games", "20", "--decks", a, b])).toBe(0);
      expect(out.join("\n")).toMatch(/invariant violations: +0 /);
      expect(out.join("\n")).toMatch(/engine errors: +0/);
    }, 60_000);
  }
});
