// `memoria compile` as a user runs it: exit codes, nothing written for a refused card, the
// summary line, and `--watch` recompiling on save and printing the new diagnostics.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { HANG_CEILING_MS, watchOutput } from "../helpers/child-output.ts";
import { runCli } from "../helpers/run-cli.ts";

const ROOT = ".cache/emit-cli-test";
const SRC = `${ROOT}/src/mini.cards`;
const OUT = `${ROOT}/out`;
const GOOD = `title 『けいおん!』

character 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 【音楽】 {
  if this enters: draw 1
}

character 01-002 「秋山 澪」 blue cost 3 source 1 ap 30 dp 30 {
  [main/own]: todo "まだ"
}
`;

/** `memoria compile` in this process (test/helpers/run-cli.ts); --watch below is a real process. */
const memoria = (...args: string[]) => runCli(["compile", ...args]);

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

describe("memoria compile", () => {
  it("exits 1 when a card is refused, writes the others, and 0 with --partial", async () => {
    rmSync(ROOT, { recursive: true, force: true });
    mkdirSync(`${ROOT}/src`, { recursive: true });
    writeFileSync(SRC, GOOD);
    const run = await memoria(`${ROOT}/src`, "--out", OUT, "--no-cache");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PM3302");
    expect(run.stdout).toMatch(/compiled 1 card\(s\), refused 1; modules written 1/);
    expect(existsSync(`${OUT}/mini/01-001.ts`)).toBe(true);
    expect(existsSync(`${OUT}/mini/01-002.ts`)).toBe(false);
    expect(readFileSync(`${OUT}/index.ts`, "utf8")).toContain("./mini/index.ts");
    expect((await memoria(`${ROOT}/src`, "--out", OUT, "--no-cache", "--partial")).status).toBe(0);
  });

  it(
    "--watch recompiles on save and prints diagnostics",
    { timeout: 2 * HANG_CEILING_MS },
    async () => {
      // A real process: --watch runs until it is killed (main() never returns), and it is the
      // watch path through bin.mjs that this checks.
      const child = spawn(
        process.execPath,
        ["cli/bin.mjs", "compile", `${ROOT}/src`, "--out", OUT, "--no-cache", "--watch"],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      const out = watchOutput(child);
      try {
        await out.until(() => out.stdout().includes("watching"), '"watching"');
        writeFileSync(
          SRC,
          GOOD.replace("draw 1", "draw 2").replace('todo "まだ"', "draw 1") +
            "character 01-003 「田井中 律」 yellow cost 1 source 1 ap 10 dp 10 {\n  [main/own]: rest 1 of your 「存在しない」\n}\n",
        );
        await out.until(
          () =>
            out.stdout().includes("recompiling") &&
            /compiled 2 card\(s\), refused 1/.test(out.stdout()),
          "the recompile summary",
        );
        expect(out.stderr()).toContain("存在しない");
        expect(readFileSync(`${OUT}/mini/01-001.ts`, "utf8")).toContain('draw(2, "you")');
        expect(existsSync(`${OUT}/mini/01-002.ts`)).toBe(true);
      } finally {
        child.kill();
      }
    },
  );
});
