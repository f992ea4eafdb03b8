// `memoria simulate`: N games between agents on the engine, with throughput, invariant checks and reports.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { intFlag, MAX_SEED, parseArgs, type ParsedArgs } from "../args.ts";
import { agentFlags } from "../agent-flag.ts";
import { reportOutputs, writeReport } from "../balance-report.ts";
import { progress, type Progress } from "../progress.ts";
import { REPORT_TALLIES, type ReportTotals } from "../../simulation/report/report.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { printSummary } from "../simulate-summary.ts";
import { resolveDeckFile } from "../../workspace/deckfile.ts";
import { writeRulingInto } from "../../ruling-runner/write/to-dir.ts";
import { InputTooLargeError, readUserText } from "../../workspace/source.ts";
import { sampleDb, sampleDecks, validateDeck, type CardDb } from "../../runtime/index.ts";
import { agents } from "../../simulation/agents.ts";
import { cardDbFor as runCardDb } from "../../simulation/card-db.ts";
import { playRange, type Note, type RangeResult } from "../../simulation/play-range.ts";
import { RunSpecError, tallyNames, type RunSpec } from "../../simulation/run-spec.ts";
import { withTallies } from "../../simulation/merge.ts";
import type { GameContext } from "../../simulation/tally.ts";
import { checkQueueUrl } from "../../simulation/queue/keys.ts";
import { QueueError } from "../../simulation/queue/errors.ts";

export { pairing } from "../../simulation/pairing.ts";

/** At most this many invariant violations are printed (all are counted). */
const VIOLATIONS_SHOWN = 20;

/**
 * The card database for these decks: the built-in samples, plus every compiled set
 * (generated/, loaded only when a deck names a card the samples do not have).
 */
export async function cardDbFor(decks: readonly (readonly string[])[]): Promise<CardDb> {
  try {
    return await runCardDb(decks);
  } catch (error) {
    throw error instanceof RunSpecError ? new UsageError(error.message) : error;
  }
}

export function loadDeck(arg: string): string[] {
  const builtIn = sampleDecks[arg];
  if (builtIn) return [...builtIn];
  let text: string;
  try {
    text = readUserText(arg);
  } catch (error) {
    if (error instanceof InputTooLargeError) throw error; // PM1003, as `check` reports it
    throw new UsageError(
      `cannot read deck file "${arg}" (built-in decks: ${Object.keys(sampleDecks).join(", ")})`,
    );
  }
  const samples = sampleDb();
  const r = resolveDeckFile(text, arg, (ref) => samples.byId.has(ref));
  if (r.errors.length) throw new UsageError(r.errors.join("\n"));
  return r.cards;
}

/** A deck argument: a deck file, a built-in name, or a folder of .deck files (sorted). */
function deckArgs(arg: string): string[] {
  let dir = false;
  try {
    dir = statSync(arg).isDirectory();
  } catch {
    // not on disk: a built-in name or a missing file, which loadDeck reports
  }
  if (!dir) return [arg];
  return readdirSync(arg)
    .filter((f) => f.endsWith(".deck"))
    .sort()
    .map((f) => join(arg, f));
}

/** The names of the decks `loadDecks` loads, in its order (the report labels decks by them). */
export function deckNames(args: readonly string[]): string[] {
  const files = args.flatMap(deckArgs);
  return files.length === 0 ? ["vanilla", "seed"] : files;
}

/**
 * The decks named by `--decks` (files, built-in names or folders; none: the built-in vanilla and
 * seed decks). Two or more: game i pairs them as `pairing` says.
 */
export function loadDecks(args: readonly string[]): string[][] {
  const files = args.flatMap(deckArgs);
  if (files.length === 0) return [loadDeck("vanilla"), loadDeck("seed")];
  if (files.length < 2) throw new UsageError("--decks takes two or more deck files (or a folder)");
  return files.map(loadDeck);
}

/** Rule 2.1 / 7.11 checks before playing; prints each problem. */
export function deckProblems(
  db: CardDb,
  decks: readonly (readonly string[])[],
  ignoreUnimplemented: boolean,
): boolean {
  let ok = true;
  decks.forEach((deck, i) => {
    const bad = validateDeck(db, deck, ignoreUnimplemented);
    if (bad) {
      console.error(`deck ${i + 1}: ${bad.reason}: ${bad.message}`);
      ok = false;
    }
  });
  return ok;
}

/** The run the flags describe, as the JSON every process that plays part of it rebuilds. */
function runSpec(args: ParsedArgs, decks: string[][], check: boolean, report: boolean): RunSpec {
  const { kinds } = agentFlags(args);
  const rollouts = intFlag(args, "mc-rollouts", 0);
  for (const k of kinds) if (!Object.hasOwn(agents, k)) throw new UsageError(`no agent "${k}"`);
  const agent = (name: string) =>
    name === "mc" && rollouts > 0 ? { name, options: { rollouts } } : { name };
  return {
    decks,
    firstSeed: intFlag(args, "seed", 1, MAX_SEED),
    games: intFlag(args, "games", 100),
    agents: [agent(kinds[0]), agent(kinds[1])],
    ignoreUnimplemented: args.booleans.has("ignore-unimplemented"),
    check: check ? "every-step" : "final",
    tallies: [
      ...(args.booleans.has("text-usage") ? ["text-usage"] : []),
      ...(report ? REPORT_TALLIES : []),
    ],
  };
}

/** Print an engine error or the first VIOLATIONS_SHOWN violations, as a run streams them. */
function noteStream(): (n: Note) => void {
  let shown = 0;
  return (n) => {
    if (n.kind === "error") console.error(`game seed ${n.seed}: ${n.text}`);
    else if (shown++ < VIOLATIONS_SHOWN) console.error(`game seed ${n.seed}: ${n.text}`);
  };
}

/**
 * All games in this process. With `--write-rulings DIR`, each distinct engine error or invariant
 * violation becomes a ruling (written after the games, in game order; prints each path).
 */
async function playHere(
  spec: RunSpec,
  db: CardDb,
  bar: Progress,
  rulingDir?: string,
): Promise<RangeResult> {
  const failures: GameContext[] = [];
  const result = playRange(spec, db, 0, spec.games, {
    onNote: noteStream(),
    onGame: () => bar.tick(),
    ...(rulingDir !== undefined ? { onFailure: (g: GameContext) => failures.push(g) } : {}),
  });
  const written = new Set<string>();
  for (const g of failures) {
    const line = await writeRulingInto(
      rulingDir!,
      {
        db,
        decks: g.decks,
        seed: g.seed,
        decisions: g.record.decisions,
        ...(g.record.error !== undefined ? { error: g.record.error } : {}),
        ignoreUnimplemented: spec.ignoreUnimplemented,
      },
      written,
    );
    if (line) console.log(line);
  }
  return result;
}

/** `--workers N` (threads) or `--queue URL` (machines); neither: this process. */
async function play(
  args: ParsedArgs,
  spec: RunSpec,
  db: CardDb,
  bar: Progress,
): Promise<{ result: RangeResult; lines: string[] }> {
  const rulingDir = args.values.get("write-rulings")?.at(-1);
  const queue = args.values.get("queue")?.at(-1);
  const workers = intFlag(args, "workers", 0, 256);
  const size = args.values.has("range-size") ? intFlag(args, "range-size", 1) : undefined;
  if (size === 0) throw new UsageError("--range-size is at least 1");
  if ((queue !== undefined || workers > 0) && rulingDir !== undefined)
    throw new UsageError("--write-rulings plays in one process: drop --workers and --queue");
  if (queue !== undefined && workers > 0)
    throw new UsageError("--queue and --workers do not mix: `memoria worker` runs the games");
  let result: RangeResult;
  const lines: string[] = [];
  if (queue !== undefined) {
    const bad = checkQueueUrl(queue);
    if (bad) throw new UsageError(`--queue: ${bad}`);
    // Loaded only here: without --queue nothing imports bullmq or ioredis.
    const { playOnQueue } = await import("../../simulation/queue/producer.ts");
    // With a bar shown, it counts the ranges' games as they come in (a hidden bar's tick does
    // nothing); without one, the producer's default prints a line every 10 s.
    const quiet = bar.shown ? () => {} : undefined;
    const run = await playOnQueue(spec, queue, size, quiet, (games) => bar.tick(games));
    result = run.result;
    lines.push(`queue ranges:          ${run.ranges} (${run.retried} retried)`);
  } else if (workers > 0) {
    const { playOnThreads } = await import("../../simulation/threads.ts");
    result = await playOnThreads(spec, workers, size, (done) =>
      bar.tick(done.ranges.reduce((n, [from, to]) => n + to - from, 0)),
    );
  } else return { result: await playHere(spec, db, bar, rulingDir), lines };
  const notes = noteStream();
  for (const n of result.notes) notes(n);
  // A split run keeps the first NOTES_KEPT errors and violations by seed (merge.ts).
  const errors = (result.totals.base as { errors?: number } | undefined)?.errors ?? 0;
  const shown = result.notes.filter((n) => n.kind === "error").length;
  if (errors > shown) console.error(`(${errors - shown} more engine errors not shown)`);
  return { result, lines };
}

export const command: Command = {
  name: "simulate",
  summary:
    "play N games between agents and report speed, length, win rates and invariant violations",
  help: [
    "usage: memoria simulate [--games N] [--seed S] [--decks a.deck b.deck …|DIR] [--agent K|K0,K1] [--fast] [--text-usage]",
    "                        [--write-rulings DIR] [--workers N | --queue redis://HOST:PORT] [--range-size N]",
    "                        [--report-json FILE] [--report-html FILE] [--progress]",
    "",
    "  --games N    number of games (default 100)",
    "  --seed S     first seed; game i uses seed S+i (default 1)",
    "  --decks A B  deck files (or the built-in names vanilla, seed), or folders of them; default:",
    "               vanilla seed. With more than two, game i plays deck i mod n against the others",
    "               in turn (decks/pool: every compiled card of cardtext/)",
    "  --agent K    random (default: uniform over every legal decision) or random-fast (draws one",
    "               without listing them all: other games, same seed same game, fewer CPU seconds),",
    "               greedy (one-ply preferences) or mc (flat Monte Carlo search, docs/balance.md);",
    "               K0,K1: player 0's and player 1's",
    "  --mc-rollouts N  the mc agent's rollouts per candidate decision (default 8)",
    "  --report-json FILE  the balance report (per card, per deck pair, first player, game",
    "               length; docs/balance.md) as JSON; --report-html FILE: as a page with charts",
    "  --progress   a progress bar on stderr even when it is not a terminal (on a terminal: always;",
    "               with --queue, it counts each range's games as its result comes in)",
    "  --text-usage also report, for every text of the cards in the decks, how many times it was",
    "               used (resolved; a continuous text: its card on the field), and the texts never",
    "               used with the reason the log shows (never drawn, never reached the field, …)",
    "  --fast       check the state invariants on final states only (default: after every step);",
    "               each violation is printed with its game's seed (the first 20)",
    "  --ignore-unimplemented  play decks with keywords whose rules are not implemented (rule 7.11)",
    "  --write-rulings DIR  for each distinct engine error or invariant violation, write a minimal",
    "               ruling that reproduces it, DIR/sim-seed-<seed>.ruling, and print its path: the",
    "               board before the failure, the steps to it, shrunk by delta debugging while",
    '               `memoria test` still reproduces it (docs/rulings.md, "Failures that write',
    '               their own ruling"). Invariants are then checked after every step, even with --fast',
    "  --workers N  play on N worker threads (seed ranges; the same totals as one process)",
    "  --queue URL  split the run into seed ranges as jobs on Redis (BullMQ); `memoria worker",
    "               --queue URL` on each machine plays them; prints the totals once every range is in",
    "  --range-size N  games per range (threads or queue jobs; default: a few ranges per worker)",
    "",
    "Deck files (docs/decks.md): one `count card` per line (`4 ahb/01-002`, `4 01-002 「name」`),",
    "`//` or `#` comments. Cards are built-in sample numbers, compiled ids such as ahb/01-002, or",
    "numbers of cardtext/ cards (made compiled ids when unambiguous). docs/simulation.md: workers,",
    "machines, determinism.",
  ].join("\n"),
  async run(argv) {
    process.stdout.on("error", () => {}); // a closed pipe (| head) is not an error
    const args = parseArgs(argv, {
      values: [
        "games",
        "seed",
        "decks",
        "agent",
        "write-rulings",
        "workers",
        "queue",
        "range-size",
        "mc-rollouts",
        "report-json",
        "report-html",
      ],
      booleans: ["fast", "check", "ignore-unimplemented", "text-usage", "progress"],
    });
    const deckArgs = [...(args.values.get("decks") ?? []), ...args.positionals];
    const decks = loadDecks(deckArgs);
    const check = !args.booleans.has("fast") || args.values.has("write-rulings");
    const outputs = reportOutputs(args);
    const spec = runSpec(args, decks, check, outputs !== undefined);
    const db = await cardDbFor(decks);
    if (!deckProblems(db, decks, spec.ignoreUnimplemented)) return EXIT_DIAGNOSTICS;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const bar = progress(spec.games, { unit: "games", force: args.booleans.has("progress") });
    let played;
    try {
      played = await play(args, spec, db, bar);
    } catch (error) {
      if (!(error instanceof QueueError)) throw error;
      console.error(`memoria simulate: ${error.message}`);
      return EXIT_DIAGNOSTICS;
    } finally {
      bar.done();
    }
    const result = withTallies(played.result, tallyNames(spec));
    const lines = played.lines;
    const cu = process.cpuUsage(c0);
    // Threads run in this process (its CPU time counts theirs); queue workers report their own.
    const cpuMicros = args.values.has("queue") ? result.cpuMicros : cu.user + cu.system;
    printSummary(spec, db, result, (performance.now() - t0) / 1000, cpuMicros / 1e6);
    for (const line of lines) console.log(line);
    if (outputs) {
      const totals = Object.fromEntries(REPORT_TALLIES.map((n) => [n, result.totals[n]]));
      const info = {
        firstSeed: spec.firstSeed,
        games: spec.games,
        agents: spec.agents.map((a) => a.name) as [string, string],
        decks,
        deckNames: deckNames(deckArgs),
      };
      writeReport(outputs, db, info, totals as unknown as ReportTotals);
    }
    const base = result.totals.base as { errors: number };
    return result.violations === 0 && base.errors === 0 ? EXIT_OK : EXIT_DIAGNOSTICS;
  },
};
