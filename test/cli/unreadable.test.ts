// Files and folders the user may not read (EACCES) get PM1004 with the system's reason, never a
// stack trace, never "no such file" (issue 14). Root reads everything, so as root the CLI runs as
// `nobody` (setpriv or runuser); as another user, chmod 000 is enough.
//
// The commands must run in a process of that user, so this file keeps spawning, but once: every
// command of the tests below runs in one process (test/helpers/cli-batch.mjs, each command as
// test/helpers/run-cli.ts runs it), not one process per command (issue 15: ~1.2 s of CPU each).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CliRun } from "../helpers/run-cli.ts";

const NOBODY = 65534;

/** The command prefix that runs the CLI as a user who cannot read a mode-000 file, if any. */
function unprivileged(): string[] | undefined {
  if (process.getuid?.() !== 0) return [];
  const has = (tool: string): boolean =>
    spawnSync(tool, ["--help"], { stdio: "ignore" }).error === undefined;
  if (has("setpriv"))
    return ["setpriv", `--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", "--"];
  if (has("runuser")) return ["runuser", "-u", "nobody", "--"];
  return undefined;
}

const prefix = unprivileged();

const CARDS = "title 『T』\n\ncharacter 01-001 「平沢 唯」 red cost 1 source 1 ap 20 dp 20\n";
const DECK = "deck 「d」\n\n4 01-001\n";

// Readable by everyone down to the files under test (mkdtemp makes a 0700 folder).
const scratch = mkdtempSync(join(tmpdir(), "memoria-unreadable-"));
chmodSync(scratch, 0o755);
const ok = join(scratch, "ok.cards");
writeFileSync(ok, CARDS);
const lockedCards = join(scratch, "locked.cards");
writeFileSync(lockedCards, CARDS);
chmodSync(lockedCards, 0o000);
const lockedDeck = join(scratch, "locked.deck");
writeFileSync(lockedDeck, DECK);
chmodSync(lockedDeck, 0o000);
// A folder that can be neither listed nor entered, with files inside.
const closed = join(scratch, "closed");
mkdirSync(closed);
writeFileSync(join(closed, "inside.cards"), CARDS);
writeFileSync(join(closed, "inside.deck"), DECK);
chmodSync(closed, 0o000);

const inside = { cards: join(closed, "inside.cards"), deck: join(closed, "inside.deck") };

/** Every command the tests below run: one process runs them all, on the first test's demand. */
const COMMANDS: string[][] = [
  ...[["parse"], ["check"], ["fmt"], ["fmt", "--check"]].map((args) => [...args, lockedCards]),
  ["check", ok, lockedDeck],
  ...["parse", "check", "fmt"].map((name) => [name, closed]),
  ["check", inside.cards, inside.deck],
];
let runs: Map<string, CliRun> | undefined;

/** What `memoria ...args` did as the unprivileged user (one of COMMANDS). */
function memoria(...args: string[]): CliRun {
  if (!runs) {
    const command = [...(prefix ?? []), process.execPath, "test/helpers/cli-batch.mjs"];
    const r = spawnSync(command[0]!, [...command.slice(1), JSON.stringify(COMMANDS)], {
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`cli-batch.mjs exited ${r.status}:\n${r.stderr}`);
    const results = JSON.parse(r.stdout) as CliRun[];
    runs = new Map(COMMANDS.map((c, i) => [JSON.stringify(c), results[i]!]));
  }
  const run = runs.get(JSON.stringify(args));
  if (!run) throw new Error(`not in COMMANDS: ${args.join(" ")}`);
  return run;
}

afterAll(() => {
  chmodSync(closed, 0o755);
  rmSync(scratch, { recursive: true, force: true });
});

/** PM1004 that names the permission problem, exit 1, and no stack trace. */
function expectPermissionDiagnostic(
  run: ReturnType<typeof memoria>,
  path: string,
  what: string,
): void {
  expect(run.stderr, what).toContain(`${path}:1:1 - error PM1004`);
  expect(run.stderr, what).toMatch(/the file cannot be read: EACCES: permission denied/);
  expect(run.stderr, what).not.toMatch(/\n\s+at /);
  expect(run.status, what).toBe(1);
}

describe.skipIf(prefix === undefined)("files the user may not read (EACCES)", () => {
  it("parse, check, fmt and fmt --check on a mode-000 card file", () => {
    for (const args of [["parse"], ["check"], ["fmt"], ["fmt", "--check"]]) {
      expectPermissionDiagnostic(memoria(...args, lockedCards), lockedCards, args.join(" "));
    }
  });

  it("check on a mode-000 deck file", () => {
    const run = memoria("check", ok, lockedDeck);
    expectPermissionDiagnostic(run, lockedDeck, "check deck");
  });

  it("parse, check and fmt on a folder that cannot be listed", () => {
    for (const name of ["parse", "check", "fmt"]) {
      const run = memoria(name, closed);
      expectPermissionDiagnostic(run, closed, name);
      expect(run.stderr, name).toContain("scandir");
    }
  });

  it("a card or deck file inside a folder that cannot be entered is unreadable, not missing", () => {
    const { cards, deck } = inside;
    const run = memoria("check", cards, deck);
    expect(run.stderr).not.toContain("no such file");
    expectPermissionDiagnostic(run, cards, "check cards");
    expectPermissionDiagnostic(run, deck, "check deck");
  });
});
