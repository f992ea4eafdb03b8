// The CLI contract every subcommand keeps: 0 on success, 1 on diagnostics, 2 on usage errors, and
// `--help` everywhere. The commands run in this process (test/helpers/run-cli.ts: main() with its
// output captured); "the real binary" below runs `node cli/bin.mjs` as a user would, for each exit
// code and --version, so the process's own exit status is checked too.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/run-cli.ts";

const memoria = (...args: string[]) => runCli(args);

/** The real binary in its own process: bin.mjs, tsx and the exit status a shell sees. */
function spawned(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ["cli/bin.mjs", ...args], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), "memoria-cli-"));
const broken = join(scratch, "broken.cards");
writeFileSync(
  broken,
  "title 『けいおん!』\ncharacter 01-001 「平沢 唯 red cost 4 source 1 ap 40 dp 30\n",
);
const notUtf8 = join(scratch, "sjis.cards");
writeFileSync(notUtf8, Buffer.from([0x8d, 0x42]));

describe("memoria CLI exit codes", () => {
  it("lists the commands with --help and exits 0", async () => {
    const run = await memoria("--help");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("fmt");
    expect(run.stdout).toContain("parse");
  });

  it("exits 2 on an unknown command", async () => {
    const run = await memoria("frobnicate");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown command "frobnicate"');
  });

  it("exits 2 on an unknown flag: the message and one line pointing to --help, not the whole help", async () => {
    const run = await memoria("fmt", "--bogus");
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toEqual([
      "memoria fmt: unknown flag --bogus",
      "Run `memoria fmt --help` for its usage.",
    ]);
  });

  it("exits 2 on a path that does not exist", async () => {
    expect((await memoria("parse", join(scratch, "missing"))).status).toBe(2);
  });

  it("prints --help for every subcommand", async () => {
    for (const name of ["parse", "fmt"]) {
      const run = await memoria(name, "--help");
      expect(run.status, name).toBe(0);
      expect(run.stdout, name).toContain(`usage: memoria ${name}`);
    }
  });

  it("exits 1 with file:line:col and a code frame on a syntax error", async () => {
    const run = await memoria("parse", broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/broken\.cards:2:\d+ - error PM1\d{3}:/);
    expect(run.stderr).toContain("^");
  });

  it("exits 1 with PM1001 on a file that is not UTF-8, and prints JSON with --json", async () => {
    const run = await memoria("parse", notUtf8, "--json");
    expect(run.status).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as {
      code: string;
      span: { start: { line: number } };
    }[];
    expect(diagnostics.map((d) => d.code)).toEqual(["PM1001"]);
    expect(diagnostics[0]!.span.start.line).toBe(1);
  });
});

// Issue 14: a run that checked nothing is not a pass, and an unreadable file is a diagnostic.
describe("nothing checked, nothing readable", () => {
  const empty = mkdtempSync(join(tmpdir(), "memoria-empty-"));
  const blankCards = join(scratch, "blank.cards");
  writeFileSync(blankCards, "");
  const commentOnly = join(scratch, "comment.cards");
  writeFileSync(commentOnly, "// nothing here yet\ntitle 『けいおん!』\n");
  const blankRuling = join(scratch, "blank.ruling");
  writeFileSync(blankRuling, "");
  const crRuling = join(scratch, "cr.ruling");
  // Split at \n only, the whole file would be one line and run no ruling.
  writeFileSync(
    crRuling,
    [
      "card T-001 「攻め手」 red cost 1 ap 30 dp 30",
      'ruling "a player with 7 points loses" cites rule 9.1',
      "  turn 3 of A, approach phase",
      "  A main: 「攻め手」",
      "  B points: 6 filler",
      "  A approaches with 「攻め手」",
      "  expect winner A",
    ].join("\r") + "\r",
  );

  it("exits 1 on a folder with no file of the kind, for every command that reads folders", async () => {
    for (const name of ["parse", "fmt", "check", "render", "test"]) {
      const run = await memoria(name, empty);
      expect(run.status, name).toBe(1);
      expect(run.stderr, name).toContain("nothing to do");
    }
  });

  it("PM1002 (an error) on an empty card file and on one with no card", async () => {
    for (const file of [blankCards, commentOnly]) {
      const run = await memoria("check", file);
      expect(run.status, file).toBe(1);
      expect(run.stderr, file).toContain("error PM1002");
    }
  });

  it("PM5108 on a ruling file with no ruling", async () => {
    const run = await memoria("test", blankRuling);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("error PM5108");
  });

  it("reads a ruling saved with lone CR line endings as its lines", async () => {
    const run = await memoria("test", crRuling);
    expect(run.stdout).toContain("rulings: 1 passed, 0 failed");
    expect(run.status).toBe(0);
  });

  it("PM1004, not a stack trace, on a file that cannot be read (EIO: /proc/self/mem)", async () => {
    for (const name of ["parse", "check", "fmt"]) {
      const run = await memoria(name, "/proc/self/mem");
      expect(run.status, name).toBe(1);
      expect(run.stderr, name).toContain("error PM1004");
      expect(run.stderr, name).not.toMatch(/\n\s+at /);
    }
  });
});

describe("numbers that cannot be represented", () => {
  it("refuses a seed past the PRNG's 32 bits or past 2^53, instead of rounding it", async () => {
    for (const seed of ["99999999999999999999", "9007199254740993", "4294967296"]) {
      const run = await memoria("play", "--seed", seed);
      expect(run.status, seed).toBe(2);
      expect(run.stderr, seed).toContain(`--seed is at most 4294967295, got ${seed}`);
    }
  });
});

describe("line endings and byte-order marks", () => {
  it("fmt --check says why a file is not in canonical form", async () => {
    const crlf = join(scratch, "crlf.cards");
    writeFileSync(
      crlf,
      "title 『けいおん!』\r\n\r\ncharacter 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30\r\n",
    );
    const run = await memoria("fmt", "--check", crlf);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("(CRLF line endings; the canonical form ends lines with \\n)");
  });

  it("a ruling file may start with a byte-order mark, as card and deck files may", async () => {
    const bom = join(scratch, "bom.ruling");
    writeFileSync(
      bom,
      "\uFEFFcard T-001 「攻め手」 red cost 1 ap 30 dp 30\n" +
        'ruling "a player with 7 points loses" cites rule 9.1\n' +
        "  turn 3 of A, approach phase\n  A main: 「攻め手」\n  B points: 6 filler\n" +
        "  A approaches with 「攻め手」\n  expect winner A\n",
    );
    const run = await memoria("test", bom);
    expect(run.stdout).toContain("rulings: 1 passed, 0 failed");
    expect(run.status).toBe(0);
  });
});

// The commands above run in this process; these run `node cli/bin.mjs`, as a shell does: one run
// per exit code, so bin.mjs's start (tsx, the lazy command) and process.exitCode stay tested.
describe("the real binary", () => {
  it("exits 0 with the overview on --help, and prints the package's version on --version", () => {
    const help = spawned("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("usage: memoria <command> [options]");
    const version = spawned("--version");
    expect(version.status).toBe(0);
    const { name, version: expected } = JSON.parse(readFileSync("package.json", "utf8")) as {
      name: string;
      version: string;
    };
    expect(version.stdout.trim()).toBe(`${name} ${expected}`);
  });

  it("exits 2 on a usage error and 1 on a diagnostic, the message on stderr", () => {
    const usage = spawned("frobnicate");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('unknown command "frobnicate"');
    const broken = spawned("parse", join(scratch, "broken.cards"));
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/broken\.cards:2:\d+ - error PM1\d{3}:/);
  });
});
