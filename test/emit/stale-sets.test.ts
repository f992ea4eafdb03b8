// A card file that is deleted takes its generated set with it: the set's index names its source
// file, and a later compile removes a set whose file is gone (and drops it from the root index).
// A long-lived compiler (--watch) compares with the disk, so what was removed is written again.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { IncrementalCompiler } from "../../compiler/incremental.ts";
import { parseCards } from "./helpers.ts";

const ROOT = ".cache/emit-stale-sets-test";
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

const card = (number: string) =>
  `title 『T』\n\ncharacter ${number} 「平沢 唯」 red cost 1 source 1 ap 20 dp 20\n`;

/** Two card files, a and b, one card each, and one long-lived compiler over them (as --watch keeps). */
function twoSets() {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(`${ROOT}/cards`, { recursive: true });
  const files = { a: `${ROOT}/cards/a.cards`, b: `${ROOT}/cards/b.cards` };
  writeFileSync(files.a, card("01-001"));
  writeFileSync(files.b, card("01-002"));
  const compiler = new IncrementalCompiler({ outDir: `${ROOT}/out` });
  const inputs = (names: (keyof typeof files)[]) =>
    names.map((n) => ({
      file: files[n],
      ast: parseCards(readFileSync(files[n], "utf8"), files[n]),
    }));
  return { files, compiler, inputs };
}

describe("stale generated sets", () => {
  it("removes the set of a deleted card file on the next compile", async () => {
    const { files, compiler, inputs } = twoSets();

    await compiler.compile(inputs(["a", "b"]));
    expect(readFileSync(`${ROOT}/out/b/index.ts`, "utf8")).toContain(`from ${files.b}:`);
    expect(readFileSync(`${ROOT}/out/index.ts`, "utf8")).toContain("./b/index.ts");

    rmSync(files.b);
    await compiler.compile(inputs(["a"]));
    expect(existsSync(`${ROOT}/out/b`)).toBe(false);
    expect(readFileSync(`${ROOT}/out/index.ts`, "utf8")).not.toContain("./b/index.ts");
    expect(existsSync(`${ROOT}/out/a/01-001.ts`)).toBe(true);
  });

  it("writes a set again when its card file comes back (the same compiler, as --watch keeps it)", async () => {
    const { files, compiler, inputs } = twoSets();
    await compiler.compile(inputs(["a", "b"]));
    rmSync(files.b);
    await compiler.compile(inputs(["a"]));
    expect(existsSync(`${ROOT}/out/b`)).toBe(false);

    writeFileSync(files.b, card("01-002"));
    const restored = await compiler.compile(inputs(["a", "b"]));
    expect(restored).toMatchObject({ written: 1, unchanged: 1 });
    expect(existsSync(`${ROOT}/out/b/01-002.ts`)).toBe(true);
    expect(readFileSync(`${ROOT}/out/b/index.ts`, "utf8")).toContain("./01-002.ts");
    expect(readFileSync(`${ROOT}/out/index.ts`, "utf8")).toContain("./b/index.ts");
  });

  it("writes a module again that was removed by hand between two compiles", async () => {
    rmSync(ROOT, { recursive: true, force: true });
    mkdirSync(`${ROOT}/cards`, { recursive: true });
    const file = `${ROOT}/cards/a.cards`;
    writeFileSync(file, card("01-001"));
    const compiler = new IncrementalCompiler({ outDir: `${ROOT}/out` });
    const input = () => [{ file, ast: parseCards(readFileSync(file, "utf8"), file) }];
    await compiler.compile(input());
    rmSync(`${ROOT}/out/a/01-001.ts`);
    rmSync(`${ROOT}/out/a/index.ts`);
    const again = await compiler.compile(input());
    expect(again).toMatchObject({ written: 1, unchanged: 0 });
    expect(existsSync(`${ROOT}/out/a/01-001.ts`)).toBe(true);
    expect(existsSync(`${ROOT}/out/a/index.ts`)).toBe(true);
  });
});
