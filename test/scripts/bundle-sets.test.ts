// scripts/bundle-sets.ts on a stand-in dist/: each set's index becomes one module holding its
// cards, in file order, importing the same engine module as before (external, one per process),
// and a build without compiled sets is left alone.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { builtSets, bundleSets } from "../../scripts/bundle-sets.ts";

/** A dist/ with an engine and two sets as tsc emits them: an index and one module per card. */
function standInDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "memoria-bundle-sets-"));
  mkdirSync(join(dist, "runtime"), { recursive: true });
  writeFileSync(
    join(dist, "runtime", "index.js"),
    "export const engine = { made: 0 };\nexport const card = (n) => (engine.made++, { number: n, kind: 'character', engine });\n",
  );
  for (const [set, numbers] of [
    ["aa", ["01-002", "01-001"]],
    ["bb", ["P-001"]],
  ] as const) {
    const dir = join(dist, "generated", set);
    mkdirSync(dir, { recursive: true });
    numbers.forEach((n) =>
      writeFileSync(
        join(dir, `${n}.js`),
        `import { card as make } from "../../runtime/index.js";\nexport const card = make(${JSON.stringify(`${set}/${n}`)});\n`,
      ),
    );
    writeFileSync(
      join(dir, "index.js"),
      numbers.map((n, i) => `import { card as c${i} } from "./${n}.js";\n`).join("") +
        `export const cards = [${numbers.map((_, i) => `c${i}`).join(", ")}];\n`,
    );
  }
  mkdirSync(join(dist, "generated", "not-a-set"));
  return dist;
}

describe("bundleSets", () => {
  it("makes each set's index one module with its cards, the engine still imported", async () => {
    const dist = standInDist();
    expect(await bundleSets(dist)).toEqual(["aa", "bb"]);
    const index = readFileSync(join(dist, "generated", "aa", "index.js"), "utf8");
    expect(index).not.toMatch(/from "\.\/01-00\d\.js"/);
    expect(index).toMatch(/from "\.\.\/\.\.\/runtime\/index\.js"/);
    const url = (p: string) => pathToFileURL(join(dist, p)).href;
    const aa = (await import(url("generated/aa/index.js"))) as { cards: { number: string }[] };
    const bb = (await import(url("generated/bb/index.js"))) as { cards: { number: string }[] };
    expect(aa.cards.map((c) => c.number)).toEqual(["aa/01-002", "aa/01-001"]);
    expect(bb.cards.map((c) => c.number)).toEqual(["bb/P-001"]);
    // One engine: the cards of both bundles were made by the module a client imports.
    const runtime = (await import(url("runtime/index.js"))) as { engine: { made: number } };
    expect(runtime.engine.made).toBe(3);
  });

  it("lists only folders that hold an index, and does nothing without compiled sets", async () => {
    const dist = standInDist();
    expect(builtSets(join(dist, "generated"))).toEqual(["aa", "bb"]);
    const empty = mkdtempSync(join(tmpdir(), "memoria-bundle-sets-"));
    expect(await bundleSets(empty)).toEqual([]);
  });
});
