// `memoria compile --watch` under the saves that broke it (issue 14): a card file deleted and
// restored (the set's folder was pruned and never written again), and editors that save by writing
// a temporary file and renaming it over the original (vim, JetBrains IDEs, `sed -i`): Node's
// recursive fs.watch lost the file after the first such save.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANG_CEILING_MS, watchOutput, type ChildOutput } from "../helpers/child-output.ts";

const ROOT = ".cache/emit-watch-test";
const SRC = `${ROOT}/src`;
const MINI = `${SRC}/mini.cards`;
// generated/ modules import `../../runtime/index.ts`; a link beside the output folder makes
// that path resolve, so the test can import the output as the engine would.
const OUT = `${ROOT}/out`;

const mini = (draws: number): string => `title 『けいおん!』

character 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 【音楽】 {
  if this enters: draw ${draws}
}

character 01-002 「秋山 澪」 blue cost 3 source 1 ap 30 dp 30 {
  if this enters: draw 1
}
`;

const OTHER = `title 『ごちうさ』

character 01-001 「保登 心愛」 red cost 1 source 1 ap 10 dp 10 {
  if this enters: draw 1
}
`;

/** The summary lines printed so far (one per compile, the first before "watching"). */
const summaries = (out: ChildOutput): string[] =>
  out.stdout().match(/^compiled \d+ card\(s\).*$/gm) ?? [];

/** A real process: --watch runs until it is killed (main() never returns). */
function startWatch(): { child: ReturnType<typeof spawn>; out: ChildOutput } {
  const child = spawn(
    process.execPath,
    ["cli/bin.mjs", "compile", SRC, "--out", OUT, "--no-cache", "--watch"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  return { child, out: watchOutput(child) };
}

/** Import the root index in a fresh process: every module it reaches must exist. */
function importOutput(): { status: number | null; stdout: string; stderr: string } {
  const url = pathToFileURL(resolve(OUT, "index.ts")).href;
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(url)}).then((m) => console.log("cards " + m.allCards.map((c) => c.id).join(" ")))`,
    ],
    { encoding: "utf8" },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// One watching process for both tests (each start is ~2 s of CPU through tsx): the first leaves
// the files as they began (mini.cards restored as it was), which the second starts from.
describe("memoria compile --watch", () => {
  let watch: ReturnType<typeof startWatch> | undefined;

  beforeAll(async () => {
    rmSync(ROOT, { recursive: true, force: true });
    mkdirSync(SRC, { recursive: true });
    symlinkSync(resolve("runtime"), `${ROOT}/runtime`, "dir");
    writeFileSync(MINI, mini(1));
    writeFileSync(`${SRC}/other.cards`, OTHER);
    watch = startWatch();
    await watch.out.until(() => watch!.out.stdout().includes("watching"), '"watching"');
  }, 4 * HANG_CEILING_MS);

  afterAll(() => {
    watch?.child.kill();
    rmSync(ROOT, { recursive: true, force: true });
  });

  it(
    "rewrites a set's modules when its deleted card file is restored",
    { timeout: 4 * HANG_CEILING_MS },
    async () => {
      const { out } = watch!;
      expect(existsSync(`${OUT}/mini/01-001.ts`)).toBe(true);
      rmSync(MINI);
      await out.until(
        () => /^compiled 1 card\(s\)/.test(summaries(out).at(-1) ?? ""),
        "the recompile without mini.cards",
      );
      // The set's folder goes with its card file.
      expect(existsSync(`${OUT}/mini`)).toBe(false);
      writeFileSync(MINI, mini(1));
      await out.until(
        () => /^compiled 3 card\(s\)/.test(summaries(out).at(-1) ?? ""),
        "the recompile with mini.cards restored",
      );
      expect(summaries(out).at(-1)).toMatch(/modules written [1-9]/);
      expect(existsSync(`${OUT}/mini/01-001.ts`)).toBe(true);
      expect(existsSync(`${OUT}/mini/01-002.ts`)).toBe(true);
      expect(existsSync(`${OUT}/mini/index.ts`)).toBe(true);
      const imported = importOutput();
      expect(imported.stderr).toBe("");
      expect(imported.stdout.trim()).toBe("cards mini/01-001 mini/01-002 other/01-001");
    },
  );

  it(
    "recompiles on every save that renames a temporary file over the card file",
    { timeout: 4 * HANG_CEILING_MS },
    async () => {
      const { out } = watch!;
      for (const draws of [2, 3, 4]) {
        const before = summaries(out).length;
        writeFileSync(`${MINI}.tmp`, mini(draws));
        renameSync(`${MINI}.tmp`, MINI);
        const module = `${OUT}/mini/01-001.ts`;
        await out.until(
          () =>
            summaries(out).length > before &&
            readFileSync(module, "utf8").includes(`draw(${draws}, "you")`),
          `the recompile after save ${draws - 1}`,
        );
        const recompiles = summaries(out).slice(before);
        expect(
          recompiles.some((s) => /^compiled 3 card\(s\), refused 0; modules written 1,/.test(s)),
        ).toBe(true);
      }
    },
  );
});
