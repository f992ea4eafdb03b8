// The CLI contract every subcommand keeps: 0 on success, 1 on diagnostics, 2 on usage errors, and
// `--help` everywhere. Runs the real `memoria` binary, as a user would.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function memoria(...args: string[]): { status: number | null; stdout: string; stderr: string } {
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
  it("lists the commands with --help and exits 0", () => {
    const run = memoria("--help");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("fmt");
    expect(run.stdout).toContain("parse");
  });

  it("exits 2 on an unknown command", () => {
    const run = memoria("frobnicate");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown command "frobnicate"');
  });

  it("exits 2 on an unknown flag and shows the command's help", () => {
    const run = memoria("fmt", "--bogus");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("unknown flag --bogus");
    expect(run.stderr).toContain("usage: memoria fmt");
  });

  it("exits 2 on a path that does not exist", () => {
    expect(memoria("parse", join(scratch, "missing")).status).toBe(2);
  });

  it("prints --help for every subcommand", () => {
    for (const name of ["parse", "fmt"]) {
      const run = memoria(name, "--help");
      expect(run.status, name).toBe(0);
      expect(run.stdout, name).toContain(`usage: memoria ${name}`);
    }
  });

  it("exits 1 with file:line:col and a code frame on a syntax error", () => {
    const run = memoria("parse", broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/broken\.cards:2:\d+ - error PM1\d{3}:/);
    expect(run.stderr).toContain("^");
  });

  it("exits 1 with PM1001 on a file that is not UTF-8, and prints JSON with --json", () => {
    const run = memoria("parse", notUtf8, "--json");
    expect(run.status).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as {
      code: string;
      span: { start: { line: number } };
    }[];
    expect(diagnostics.map((d) => d.code)).toEqual(["PM1001"]);
    expect(diagnostics[0]!.span.start.line).toBe(1);
  });
});
