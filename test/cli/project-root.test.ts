// Commands given no paths read the project's folders in the project root: the nearest folder,
// from the working directory upwards, holding cardtext/. Outside any project they say so (PM1005).
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findProjectRoot } from "../../workspace/project-root.ts";
import { runCli } from "../helpers/run-cli.ts";

// realpath: on some systems the temp folder is a symlink and process.cwd() reports the target.
const scratch = realpathSync(mkdtempSync(join(tmpdir(), "memoria-root-")));
const project = join(scratch, "project");
mkdirSync(join(project, "cardtext", "sets"), { recursive: true });
writeFileSync(
  join(project, "cardtext", "sets", "one.cards"),
  "title 『けいおん!』\n\ncharacter 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30\n",
);
const outside = join(scratch, "elsewhere");
mkdirSync(outside);

/** The command in this process, run from `cwd` (test/helpers/run-cli.ts changes and restores it). */
const memoriaIn = (cwd: string, ...args: string[]) => runCli(args, { cwd });

describe("findProjectRoot", () => {
  it("finds the folder holding cardtext/ from itself and from any folder below it", () => {
    expect(findProjectRoot(project)).toBe(project);
    expect(findProjectRoot(join(project, "cardtext", "sets"))).toBe(project);
  });

  it("finds none where no folder up to the file system's root holds cardtext/", () => {
    expect(findProjectRoot(outside)).toBeUndefined();
  });
});

describe("memoria without paths", () => {
  it("checks the project's cardtext/ from inside it", async () => {
    const run = await memoriaIn(join(project, "cardtext", "sets"), "check");
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^checked 1 file\(s\), 1 card\(s\) in \d+ ms: 0 error/);
    expect(run.status).toBe(0);
  });

  it("outside any project, says so with PM1005 and exits 2", async () => {
    const run = await memoriaIn(outside, "check");
    expect(run.stderr).toContain(`${outside}:1:1 - error PM1005: no project root`);
    expect(run.stdout).toBe("");
    expect(run.status).toBe(2);
  });

  it("outside any project, still reads the paths it is given", async () => {
    const run = await memoriaIn(outside, "parse", join(project, "cardtext"));
    expect(run.stdout).toMatch(/^parsed 1 file\(s\), 1 card\(s\)/);
    expect(run.status).toBe(0);
  });
});
