// A ruling's boards are drawn when first read (ruling-runner/boards.ts, issue 15): read after
// every other ruling file has run, they are the pictures read right after the ruling's own file —
// the states they are drawn from are never changed afterwards.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runRulingFile, type FileResult } from "../../ruling-runner/index.ts";

const root = join(import.meta.dirname, "../../rulings");
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ruling"))
  .sort();

const boardsOf = (r: FileResult): string => JSON.stringify(r.results.map((x) => x.boards));

describe("lazy boards", () => {
  it("draw the same pictures read late as read at once", async () => {
    const atOnce: string[] = [];
    for (const f of files) atOnce.push(boardsOf(await runRulingFile(join(root, f))));
    const kept: FileResult[] = [];
    for (const f of files) kept.push(await runRulingFile(join(root, f)));
    expect(kept.map(boardsOf)).toEqual(atOnce);
    // A ruling whose board was built has both pictures, each with its two sides (a refused
    // `new game` has none).
    const withBoards = kept.flatMap((r) => r.results).filter((x) => x.boards !== undefined);
    expect(withBoards.length).toBeGreaterThan(800);
    for (const x of withBoards) {
      expect(x.boards!.before.sides).toHaveLength(2);
      expect(x.boards!.after.sides).toHaveLength(2);
    }
  });
});
