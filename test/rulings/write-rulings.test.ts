// `memoria simulate --write-rulings` (issue 16, "failures that write their own ruling"), shown on
// deliberately broken cards: R-731 leaves a card with -1 coins (an invariant violation), R-732
// resolves an effect the engine has no handler for (engine/internal-error). A small simulation
// with them writes rulings; each must parse, reproduce its failure when the ruling runner runs it,
// and be minimal: dropping any one step or board card makes it stop reproducing.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseRuling } from "../../grammar/ruling/index.ts";
import { runRulingText } from "../../ruling-runner/index.ts";
import { randomAgent, runGame, sampleDb, vanillaDeck } from "../../runtime/index.ts";
import { draftText } from "../../ruling-runner/write/draft.ts";
import { findFailure } from "../../ruling-runner/write/failure.ts";
import { draftFromTheStart, type GameToReplay } from "../../ruling-runner/write/index.ts";
import { HANG_CEILING_MS } from "../helpers/child-output.ts";
import { runCli, type CliRun } from "../helpers/run-cli.ts";

/** `memoria simulate` in this process (test/helpers/run-cli.ts). */
const simulate = (...args: string[]): Promise<CliRun> => runCli(["simulate", ...args]);

const scratch = mkdtempSync(join(tmpdir(), "memoria-write-rulings-"));
/** The vanilla deck with its last two cards, 4 copies each, replaced by the faulty cards. */
const faultyDeck = join(scratch, "faulty.deck");
const counts = new Map<string, number>();
for (const c of [...vanillaDeck.slice(0, -8), ...Array(4).fill("R-731"), ...Array(4).fill("R-732")])
  counts.set(c, (counts.get(c) ?? 0) + 1);
writeFileSync(faultyDeck, [...counts].map(([c, n]) => `${n} ${c}`).join("\n") + "\n");

/** What a written ruling reproduces, read from its own comment. */
type Kind = "error" | "violation";
const kindOf = (text: string): Kind =>
  text.includes("engine/internal-error") ? "error" : "violation";

/**
 * Whether running the text shows the failure: the engine's error at a step, or the ruling's own
 * `expect invariants hold` failing on the -1 coins.
 */
async function reproduces(text: string, kind: Kind): Promise<boolean> {
  const r = await runRulingText("written.ruling", text);
  if (r.diagnostics.some((d) => d.severity === "error")) return false;
  if (kind === "error")
    return r.results.some((x) => x.failure?.actual.includes("engine/internal-error") === true);
  return r.results.some(
    (x) =>
      x.failure?.expected === "the state keeps its invariants" &&
      x.failure.actual.includes("-1 coins"),
  );
}

/** Every text with one step line, or one card of a board line, left out. */
function oneDropped(text: string): string[] {
  const lines = text.split("\n");
  const out: string[] = [];
  lines.forEach((line, i) => {
    const t = line.trim();
    const without = (replacement: string[]): string =>
      [...lines.slice(0, i), ...replacement, ...lines.slice(i + 1)].join("\n");
    const zone = /^([AB] [a-z]+): (.*)$/.exec(t);
    if (zone) {
      const cards = zone[2]!.split(", ");
      cards.forEach((_, k) => {
        const rest = cards.filter((__, j) => j !== k);
        out.push(without(rest.length ? [`  ${zone[1]}: ${rest.join(", ")}`] : []));
      });
    } else if (
      /^[AB] (plays|uses|passes|approaches|ends|blocks|does|picks|discards|orders|targets|breaks|chooses|accepts|declines|keeps|mulligans)\b/.test(
        t,
      )
    )
      out.push(without([]));
  });
  return out;
}

describe("simulate --write-rulings", () => {
  const dir = join(scratch, "written");
  let run: CliRun;
  let files: string[] = [];
  beforeAll(async () => {
    run = await simulate("--games", "12", "--decks", faultyDeck, "vanilla", "--write-rulings", dir);
    files = existsSync(dir) ? readdirSync(dir).sort() : [];
  }, HANG_CEILING_MS);

  it("writes one ruling per distinct failure and prints each path", () => {
    expect(run.status).toBe(1); // the simulation itself still reports the failures
    expect(files.length).toBe(2); // one -1 coins violation, one internal error
    for (const f of files) {
      expect(f).toMatch(/^sim-seed-\d+\.ruling$/);
      expect(run.stdout).toContain(join(dir, f));
    }
    expect(files.map((f) => kindOf(readFileSync(join(dir, f), "utf8"))).sort()).toEqual([
      "error",
      "violation",
    ]);
  });

  it("writes rulings that parse and reproduce their failure", async () => {
    for (const f of files) {
      const text = readFileSync(join(dir, f), "utf8");
      expect(parseRuling(f, text).diagnostics).toEqual([]);
      expect(await reproduces(text, kindOf(text)), f).toBe(true);
    }
  });

  it("writes minimal rulings: without any one step or board card the failure is gone", async () => {
    for (const f of files) {
      const text = readFileSync(join(dir, f), "utf8");
      const variants = oneDropped(text);
      expect(variants.length).toBeGreaterThan(0);
      for (const v of variants) expect(await reproduces(v, kindOf(text)), v).toBe(false);
    }
  });

  it("changes nothing else: without the flag the same games print the same summary", async () => {
    const plain = await simulate("--games", "12", "--decks", faultyDeck, "vanilla");
    const summary = (out: string): string[] =>
      out.split("\n").filter((l) => !l.includes(" wrote ") && !l.startsWith("games per second"));
    expect(plain.stdout).not.toContain("wrote");
    expect(summary(plain.stdout)).toEqual(summary(run.stdout));
  });

  it("falls back on the whole game from its seed, which reproduces each failure too", async () => {
    const db = sampleDb();
    for (const card of ["R-731", "R-732"]) {
      const deck = [...vanillaDeck.slice(4), card, card, card, card];
      const decks = [deck, [...vanillaDeck]] as const;
      const rec = runGame(db, decks, 1, [randomAgent(7919), randomAgent(104729)]);
      const game: GameToReplay = {
        db,
        decks,
        seed: 1,
        decisions: rec.decisions,
        ...(rec.error !== undefined ? { error: rec.error } : {}),
      };
      const failed = findFailure(game);
      expect(failed, card).toBeDefined();
      const text = draftText(draftFromTheStart(failed!, game));
      expect(text).toContain("new game seed 1");
      expect(await reproduces(text, card === "R-732" ? "error" : "violation"), card).toBe(true);
    }
  });
});
