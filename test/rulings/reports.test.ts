// `memoria test --json`, `--junit FILE` and `--watch` (issue 16: results a judge can share): the
// documents hold every ruling with its citations and outcome, a failure's expected/actual and log,
// a pending ruling as skipped, and a broken file's diagnostics; the watch runs again on a save.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANG_CEILING_MS, watchOutput } from "../helpers/child-output.ts";
import type { RulingsJson } from "../../ruling-runner/report-json.ts";
import { runCli } from "../helpers/run-cli.ts";

const ROOT = ".cache/ruling-reports-test";
const cards =
  "card T-001 「攻め手」 red cost 1 ap 30 dp 30\ncard T-002 「守り手」 blue cost 1 ap 20 dp 20\ncard T-003 「控え」 red cost 1 ap 10 dp 10\n";
const board =
  "  turn 3 of A, approach phase\n  A main: 「攻め手」, 「控え」\n  B main: 「守り手」\n";
const MIXED =
  cards +
  `ruling "blocked & trashed" cites rule 8.4, R-A-1\n${board}  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect B trash has 「守り手」\n\n` +
  `ruling "a wrong <expectation>" cites rule 8.5\n${board}  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect A trash has 「攻め手」\n\n` +
  `ruling "known gap" cites card 01-046\n  pending "not yet"\n${board}  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect A trash has 「攻め手」\n`;
const BROKEN =
  'ruling "broken" cites rule 8.4\n  turn 3 of A, approach phase\n  attack\n  expect no winner\n';

/** `memoria test` in this process (test/helpers/run-cli.ts); --watch below is a real process. */
const memoria = (...args: string[]) => runCli(["test", ...args]);

beforeAll(() => {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  writeFileSync(`${ROOT}/mixed.ruling`, MIXED);
  writeFileSync(`${ROOT}/broken.ruling`, BROKEN);
});
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

describe("memoria test --json", () => {
  it("prints one document: summary, diagnostics, rulings with citations, failures and logs", async () => {
    const r = await memoria(ROOT, "--json");
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("");
    const doc = JSON.parse(r.stdout) as RulingsJson;
    expect(doc.summary).toEqual({ passed: 1, failed: 1, pending: 1, errors: 1, files: 2 });
    const [broken, mixed] = doc.files;
    expect(broken!.diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([["PM5102", 3]]);
    expect(mixed!.rulings.map((x) => [x.name, x.status, x.cites])).toEqual([
      ["blocked & trashed", "passed", ["rule 8.4", "R-A-1"]],
      ["a wrong <expectation>", "failed", ["rule 8.5"]],
      ["known gap", "pending", ["card 01-046"]],
    ]);
    const failed = mixed!.rulings[1]!;
    expect(failed.failure).toMatchObject({ line: 18, expected: "A trash has 「攻め手」" });
    expect(failed.log.some((l) => l.includes("blocks"))).toBe(true);
    expect(mixed!.rulings[2]!.pending).toBe("not yet");
  });
});

describe("memoria test --junit", () => {
  it("writes JUnit XML beside the text summary, escaped, one case per ruling", async () => {
    const out = `${ROOT}/report.xml`;
    const r = await memoria(ROOT, "--junit", out);
    expect(r.stdout).toContain("rulings: 1 passed, 1 failed, 1 pending");
    const xml = readFileSync(out, "utf8");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml).toContain(
      '<testsuites name="memoria rulings" tests="4" failures="1" errors="1" skipped="1">',
    );
    expect(xml).toContain(`name="blocked &amp; trashed [rule 8.4, R-A-1]"`);
    expect(xml).toContain(`name="a wrong &lt;expectation&gt; [rule 8.5]"`);
    expect(xml).toMatch(
      /<failure message="expected A trash has 「攻め手」; actual [^"]+" type="ruling">/,
    );
    expect(xml).toContain('<skipped message="pending: not yet"/>');
    expect(xml).toMatch(/<error message="PM5102 [^"]*" type="PM5102">/);
    // Every element opened is closed: the counts of open and close tags agree.
    for (const tag of ["testsuites", "testsuite", "testcase", "failure", "error"]) {
      const opened = xml.match(new RegExp(`<${tag}[ >]`, "g"))?.length ?? 0;
      const selfClosed = xml.match(new RegExp(`<${tag} [^>]*/>`, "g"))?.length ?? 0;
      const closed = xml.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
      expect(opened - selfClosed, tag).toBe(closed);
    }
  });
});

describe("memoria test --html", () => {
  it("writes one self-contained page: rulings, citations, boards before and after, logs", async () => {
    const out = `${ROOT}/report.html`;
    await memoria(ROOT, "--html", out);
    const html = readFileSync(out, "utf8");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("1 passed, 1 failed, 1 pending, 1 file error(s) in 2 file(s)");
    expect(html).toContain('<span class="status">failed</span> <b>a wrong &lt;expectation&gt;</b>');
    expect(html).toContain("— rule 8.4, R-A-1 ·");
    expect(html).toContain("expected: A trash has 「攻め手」");
    // Each ruling that ran draws the board as set up and as it ended, the cards in their areas.
    expect(html.match(/<b>before<\/b>/g)).toHaveLength(3);
    expect(html).toContain(
      '<span class="card" title="T-002">「守り手」<span class="stats">20/20</span></span>',
    );
    expect(html).toContain("PM5102");
    // Nothing to fetch: no script, no external URL.
    expect(html).not.toMatch(/<script|https?:\/\/|<link /);
  });
});

describe("memoria test --watch", () => {
  it(
    "runs the rulings again when a ruling file is saved",
    { timeout: 3 * HANG_CEILING_MS },
    async () => {
      // A real process: --watch runs until it is killed (main() never returns).
      const child = spawn(
        process.execPath,
        ["cli/bin.mjs", "test", `${ROOT}/mixed.ruling`, "--watch"],
        {
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const out = watchOutput(child);
      const summaries = (): string[] => out.stdout().match(/^rulings: .*$/gm) ?? [];
      try {
        await out.until(() => out.stdout().includes("watching"), '"watching"');
        expect(summaries()).toEqual([
          "rulings: 1 passed, 1 failed, 1 pending (3 run in 1 file(s))",
        ]);
        writeFileSync(
          `${ROOT}/mixed.ruling`,
          MIXED.replace("expect A trash has 「攻め手」", "expect B trash has 「守り手」"),
        );
        await out.until(() => summaries().length === 2, "the second run");
        expect(summaries()[1]).toBe("rulings: 2 passed, 0 failed, 1 pending (3 run in 1 file(s))");
      } finally {
        child.kill();
      }
    },
  );
});
