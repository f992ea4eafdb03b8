// `memoria simulate` with issue 19's flags: `--agent greedy|mc` (and K0,K1 for two kinds),
// `--mc-rollouts`, `--report-json` / `--report-html` (the files are written, the JSON is the same
// for the same run), and no progress bar in captured output unless `--progress` asks.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsageError } from "../../cli/command.ts";
import { command as simulate } from "../../cli/commands/simulate.ts";

const scratch = mkdtempSync(join(tmpdir(), "memoria-report-"));

/** Runs simulate with console and stderr captured; exit status and what each printed. */
async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void err.push(a.join(" ")));
  vi.spyOn(process.stderr, "write").mockImplementation((c: string | Uint8Array) => {
    err.push(String(c));
    return true;
  });
  const status = await simulate.run(argv);
  vi.restoreAllMocks();
  return { status, out: out.join("\n"), err: err.join("") };
}

afterEach(() => vi.restoreAllMocks());

describe("simulate: agents, report files, progress", () => {
  it("plays greedy against mc (K0,K1) and writes the same report JSON twice", async () => {
    const json = (n: number): string => join(scratch, `r${n}.json`);
    const argv = (n: number): string[] => [
      "--games",
      "2",
      "--agent",
      "greedy,mc",
      "--mc-rollouts",
      "1",
      "--fast",
      "--report-json",
      json(n),
      "--report-html",
      join(scratch, `r${n}.html`),
    ];
    const first = await run(argv(1));
    expect(first.status).toBe(0);
    expect(first.err).toContain(`wrote ${json(1)}`);
    expect(first.err).not.toMatch(/games\/s/); // not a terminal, not asked: no bar
    await run(argv(2));
    expect(readFileSync(json(2), "utf8")).toBe(readFileSync(json(1), "utf8"));
    const report = JSON.parse(readFileSync(json(1), "utf8"));
    expect(report.run.agents).toEqual(["greedy", "mc"]);
    expect(report.games.finished + report.games.unfinished).toBe(2);
    expect(readFileSync(join(scratch, "r1.html"), "utf8")).toMatch(/^<!doctype html>/);
  }, 120_000);

  it("draws the bar with --progress", async () => {
    const r = await run(["--games", "2", "--agent", "random-fast", "--fast", "--progress"]);
    expect(r.err).toContain("2/2 games");
  });

  it("refuses unknown agents, three kinds, a zero budget, one file for both reports and a missing folder", async () => {
    for (const argv of [
      ["--agent", "genius"],
      ["--agent", "mc,mc,mc"],
      ["--agent", "mc", "--mc-rollouts", "0"],
      ["--report-json", "x", "--report-html", "x"],
      ["--report-json", join(scratch, "no-such-folder", "r.json")],
    ])
      await expect(simulate.run(argv), argv.join(" ")).rejects.toBeInstanceOf(UsageError);
  });
});
