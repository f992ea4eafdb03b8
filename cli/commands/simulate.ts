// `memoria simulate`: N random-vs-random games on the engine, with throughput and invariant checks.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { countGame, formatUsage, newUsage } from "../text-usage.ts";
import { agentFlags } from "../agent-flag.ts";
import { reportOutputs, writeReport } from "../balance-report.ts";
import { progress } from "../progress.ts";
import { reportCollector } from "../../simulation/report/collect.ts";
import { intFlag, MAX_SEED, parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { resolveDeckFile } from "../../workspace/deckfile.ts";
import { writeRulingInto } from "../../ruling-runner/write/to-dir.ts";
import { InputTooLargeError, readUserText } from "../../workspace/source.ts";
import {
  checkInvariants,
  defineCardDb,
  runGame,
  sampleDb,
  sampleDecks,
  seedCards,
  validateDeck,
  vanillaCards,
  type CardDb,
  type CardDef,
  type GameState,
} from "../../runtime/index.ts";

/** At most this many invariant violations are printed (all are counted). */
const VIOLATIONS_SHOWN = 20;
let violationsShown = 0;

/** Count a state's invariant violations and print the first ones with the game's seed. */
function reportViolations(state: GameState, seed: number): number {
  const problems = checkInvariants(state);
  for (const p of problems)
    if (violationsShown++ < VIOLATIONS_SHOWN)
      console.error(`game seed ${seed}: invariant violated (turn ${state.turn}): ${p}`);
  return problems.length;
}

/**
 * The card database for these decks: the built-in samples, plus every compiled set
 * (generated/, loaded only when a deck names a card the samples do not have).
 */
export async function cardDbFor(decks: readonly (readonly string[])[]): Promise<CardDb> {
  const samples = sampleDb();
  if (decks.every((d) => d.every((id) => samples.byId.has(id)))) return samples;
  let compiled: readonly CardDef[] = [];
  try {
    const mod = (await import("../../generated/index.ts")) as { allCards?: readonly CardDef[] };
    compiled = mod.allCards ?? [];
  } catch {
    throw new UsageError(
      "a deck names cards that are not built in, and no compiled card sets (generated/) could be loaded",
    );
  }
  return defineCardDb("cli", [...vanillaCards, ...seedCards, ...compiled]);
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

/**
 * The decks named by `--decks` (files, built-in names or folders; none: the built-in vanilla and
 * seed decks). Two or more: game i pairs them as `pairing` says.
 */
/** A name for each deck `loadDecks` returns (its file, or the built-in name), for reports. */
export function deckNames(args: readonly string[]): string[] {
  const files = args.flatMap(deckArgs);
  return files.length === 0 ? ["vanilla", "seed"] : files;
}

export function loadDecks(args: readonly string[]): string[][] {
  const files = args.flatMap(deckArgs);
  if (files.length === 0) return [loadDeck("vanilla"), loadDeck("seed")];
  if (files.length < 2) throw new UsageError("--decks takes two or more deck files (or a folder)");
  return files.map(loadDeck);
}

/**
 * The decks of game i among n: with two, always both; with more, deck i mod n against each other
 * deck in turn (the offset grows every n games), so 10000 games over 30 decks play every deck
 * often and against many others. Deterministic.
 */
export function pairing(i: number, n: number): [number, number] {
  if (n === 2) return [0, 1];
  const a = i % n;
  const b = (a + 1 + (Math.floor(i / n) % (n - 1))) % n;
  return [a, b];
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

export const command: Command = {
  name: "simulate",
  summary:
    "play N random-vs-random games and report speed, length, win rates and invariant violations",
  help: [
    "usage: memoria simulate [--games N] [--seed S] [--decks a.deck b.deck …|DIR] [--agent K|K0,K1] [--fast] [--text-usage]",
    "                        [--write-rulings DIR] [--report-json FILE] [--report-html FILE] [--progress]",
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
    "  --progress   a progress bar on stderr even when it is not a terminal (on a terminal: always)",
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
    "",
    "Deck files (docs/decks.md): one `count card` per line (`4 ahb/01-002`, `4 01-002 「name」`),",
    "`//` or `#` comments. Cards are built-in sample numbers, compiled ids such as ahb/01-002, or",
    "numbers of cardtext/ cards (made compiled ids when unambiguous).",
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
        "mc-rollouts",
        "report-json",
        "report-html",
      ],
      booleans: ["fast", "check", "ignore-unimplemented", "text-usage", "progress"],
    });
    const games = intFlag(args, "games", 100);
    const seed = intFlag(args, "seed", 1, MAX_SEED);
    const { kinds, makers } = agentFlags(args);
    const outputs = reportOutputs(args);
    const report = outputs ? reportCollector() : undefined;
    const deckArgs = [...(args.values.get("decks") ?? []), ...args.positionals];
    const decks = loadDecks(deckArgs);
    const db = await cardDbFor(decks);
    const ignoreUnimplemented = args.booleans.has("ignore-unimplemented");
    if (!deckProblems(db, decks, ignoreUnimplemented)) return EXIT_DIAGNOSTICS;
    const rulingDir = args.values.get("write-rulings")?.at(-1);
    const written = new Set<string>();
    const check = !args.booleans.has("fast") || rulingDir !== undefined;
    const usage = args.booleans.has("text-usage") ? newUsage(db, decks) : undefined;
    let turns = 0;
    let decisions = 0;
    let violations = 0;
    let errors = 0;
    const wins = { 0: 0, 1: 0, draw: 0 };
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const bar = progress(games, { unit: "games", force: args.booleans.has("progress") });
    for (let i = 0; i < games; i++) {
      const [a, b] = pairing(i, decks.length);
      const violationsBefore = violations;
      const rec = runGame(
        db,
        [decks[a]!, decks[b]!],
        seed + i,
        [makers[0](seed * 7919 + i), makers[1](seed * 104729 + i)],
        {
          ignoreUnimplemented,
          keepEvents: usage !== undefined,
          ...(check ? { onStep: (s) => (violations += reportViolations(s, seed + i)) } : {}),
        },
      );
      if (rec.error) {
        errors++;
        console.error(`game seed ${seed + i}: ${rec.error}`);
      }
      if (rulingDir !== undefined && (rec.error || violations > violationsBefore)) {
        const line = await writeRulingInto(
          rulingDir,
          {
            db,
            decks: [decks[a]!, decks[b]!],
            seed: seed + i,
            decisions: rec.decisions,
            ...(rec.error !== undefined ? { error: rec.error } : {}),
            ignoreUnimplemented,
          },
          written,
        );
        if (line) console.log(line);
      }
      if (usage) countGame(usage, db, rec.events, rec.final);
      turns += rec.turns;
      decisions += rec.decisions.length;
      if (rec.winner === "draw") wins.draw++;
      else if (rec.winner !== null) wins[rec.winner]++;
      if (!check) violations += reportViolations(rec.final, seed + i);
      report?.add({
        db,
        index: i,
        seed: seed + i,
        deckIndex: [a, b],
        decks: [decks[a]!, decks[b]!],
        record: rec,
      });
      bar.tick();
    }
    bar.done();
    const secs = (performance.now() - t0) / 1000;
    const cu = process.cpuUsage(c0);
    const cpu = (cu.user + cu.system) / 1e6;
    const pct = (n: number): string => `${((100 * n) / Math.max(1, games)).toFixed(1)}%`;
    console.log(`games:                 ${games} (seeds ${seed}..${seed + games - 1})`);
    console.log(
      `games per second:      ${(games / secs).toFixed(0)} (wall clock; ${(games / cpu).toFixed(0)} per CPU second)`,
    );
    console.log(`average turns:         ${(turns / Math.max(1, games)).toFixed(1)}`);
    console.log(`average decisions:     ${(decisions / Math.max(1, games)).toFixed(1)}`);
    console.log(
      `wins player 0 / 1:     ${pct(wins[0])} / ${pct(wins[1])}  draws ${pct(wins.draw)}`,
    );
    console.log(
      `invariant violations:  ${violations}${check ? " (checked after every step)" : " (checked on final states only)"}`,
    );
    console.log(`engine errors:         ${errors}`);
    if (decks.length > 2) console.log(`decks:                 ${decks.length} (paired in turn)`);
    if (usage) console.log(formatUsage(usage, db));
    if (outputs && report) {
      const info = { firstSeed: seed, games, agents: kinds, decks, deckNames: deckNames(deckArgs) };
      writeReport(outputs, db, info, report.totals());
    }
    return violations === 0 && errors === 0 ? EXIT_OK : EXIT_DIAGNOSTICS;
  },
};
