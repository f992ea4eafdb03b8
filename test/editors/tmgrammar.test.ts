// The grammar tests of the extension (editors/vscode/test/*.test.{cards,ruling,deck}: lines with
// `^^^ scope` assertions under them) run by vscode-tmgrammar-test, offline, as its CLI runs them;
// and a deliberately wrong assertion makes it fail, so a pass means something.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EXTENSION } from "./textmate.ts";

const require = createRequire(import.meta.url);
const BIN = require.resolve("vscode-tmgrammar-test/dist/unit.js");
const cwd = fileURLToPath(EXTENSION);

/** The CLI over `tests` (globs), with the grammars of the extension's package.json. */
function run(...tests: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [BIN, "--compact", ...tests], { cwd, encoding: "utf8" });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe("vscode-tmgrammar-test", () => {
  it("passes the grammar tests of all three languages", () => {
    const r = run("test/*.test.cards", "test/*.test.ruling", "test/*.test.deck");
    expect(r.output).not.toMatch(/failed|✖/);
    const files = readdirSync(join(cwd, "test")).filter((f) =>
      /\.test\.(cards|ruling|deck)$/.test(f),
    );
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(r.output.match(/run successfuly/g)?.length).toBe(files.length);
    expect(r.status).toBe(0);
  });

  it("fails on a wrong assertion", () => {
    const good = readFileSync(join(cwd, "test/header.test.cards"), "utf8");
    const bad = good.replace(
      /\^ support\.constant\.color\.memoria-cards/,
      "^ keyword.control.memoria-cards",
    );
    expect(bad).not.toBe(good);
    const file = join(mkdtempSync(join(tmpdir(), "memoria-tm-")), "wrong.test.cards");
    writeFileSync(file, bad);
    const r = run(file);
    expect(r.status).not.toBe(0);
    expect(r.output).toContain("keyword.control.memoria-cards");
  });
});
