// The engine's CLI commands and the deck-file parser.
import { describe, expect, it, vi } from "vitest";
import { parseDeckFile } from "../../workspace/deckfile.ts";
import { command as simulate } from "../../cli/commands/simulate.ts";
import { command as play } from "../../cli/commands/play.ts";
import { UsageError } from "../../cli/command.ts";

describe("deck files", () => {
  it("reads `count number` and `number xcount` lines with # comments", () => {
    const r = parseDeckFile("# my deck\n4 01-046\n01-047 x2  # two\n\n", "a.deck");
    expect(r.errors).toEqual([]);
    expect(r.cards).toEqual(["01-046", "01-046", "01-046", "01-046", "01-047", "01-047"]);
  });
  it("reports a malformed line with its file and line number", () => {
    expect(parseDeckFile("4 01-046\nfour 01-047\n", "b.deck").errors).toEqual([
      `b.deck:2: expected "count number" or "number xcount", got "four 01-047"`,
    ]);
  });
});

describe("memoria simulate / play", () => {
  /** What `simulate` printed with these arguments; it must exit 0. */
  async function simulateOutput(argv: string[]): Promise<string> {
    const lines: string[] = [];
    const spy = vi
      .spyOn(console, "log")
      .mockImplementation((...a: unknown[]) => void lines.push(a.join(" ")));
    try {
      expect(await simulate.run(argv)).toBe(0);
    } finally {
      spy.mockRestore();
    }
    return lines.join("\n");
  }
  it("simulate plays N games and reports zero invariant violations (exit 0)", async () => {
    const out = await simulateOutput(["--games", "5", "--seed", "3", "--check"]);
    expect(out).toMatch(/games per second/);
    expect(out).toMatch(/invariant violations:\s+0/);
  });
  it("simulate --agent random-fast plays the games with the sampling agent (exit 0)", async () => {
    const out = await simulateOutput(["--games", "5", "--agent", "random-fast"]);
    expect(out).toMatch(/engine errors:\s+0/);
    // greedy and mc are agents since issue 19 (cli/agent-flag.ts); an unknown name is a usage error
    await expect(simulate.run(["--agent", "genius"])).rejects.toBeInstanceOf(UsageError);
  });
  it("simulate rejects a single deck argument as a usage error", async () => {
    await expect(simulate.run(["--decks", "vanilla"])).rejects.toBeInstanceOf(UsageError);
  });
  it("play prints one seeded game's log", async () => {
    const chunks: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => {
      chunks.push(String(c));
      return true;
    });
    try {
      expect(await play.run(["--seed", "2"])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(chunks.join("")).toMatch(/--- turn 1: player/);
    expect(chunks.join("")).toMatch(/game over/);
  });
});
