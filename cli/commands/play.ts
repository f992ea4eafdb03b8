// `memoria play`: one seeded game between two agents, printed as a readable log.
import { intFlag, MAX_SEED, parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import {
  digest,
  boardText,
  formatEvent,
  greedyAgent,
  randomAgent,
  runGame,
  type Agent,
} from "../../runtime/index.ts";
import { cardDbFor, deckProblems, loadDecks } from "./simulate.ts";

function agentFor(name: string, seed: number): Agent {
  if (name === "random") return randomAgent(seed);
  if (name === "greedy") return greedyAgent();
  throw new UsageError(`unknown agent "${name}" (random, greedy)`);
}

export const command: Command = {
  name: "play",
  summary: "play one seeded game and print its log",
  help: [
    "usage: memoria play [--seed S] [--decks a.deck b.deck] [--agents random|greedy random|greedy]",
    "",
    "  --seed S       game seed (default 1)",
    "  --decks A B    deck files or built-in names (vanilla, seed); default: vanilla seed",
    "  --agents X Y   agents for player 0 and 1 (default: random random)",
  ].join("\n"),
  async run(argv) {
    const args = parseArgs(argv, { values: ["seed", "decks", "agents"] });
    const seed = intFlag(args, "seed", 1, MAX_SEED);
    const deckArgs = args.values.get("decks") ?? [];
    const agentArgs = args.values.get("agents") ?? [];
    const rest = [...args.positionals];
    if (deckArgs.length === 1 && rest.length) deckArgs.push(rest.shift()!);
    if (agentArgs.length === 1 && rest.length) agentArgs.push(rest.shift()!);
    if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
    const all = loadDecks(deckArgs);
    if (all.length !== 2) throw new UsageError("--decks takes two deck files");
    const decks: [string[], string[]] = [all[0]!, all[1]!];
    const agents: [Agent, Agent] = [
      agentFor(agentArgs[0] ?? "random", seed * 2 + 1),
      agentFor(agentArgs[1] ?? "random", seed * 2 + 2),
    ];
    const db = await cardDbFor(decks);
    if (!deckProblems(db, decks, false)) return EXIT_DIAGNOSTICS;
    const rec = runGame(db, decks, seed, agents, { keepEvents: true });
    process.stdout.on("error", () => {}); // a closed pipe (| head) is not an error
    const lines = rec.events.map((e) => formatEvent(db, rec.final, e));
    lines.push(
      "",
      "final board:",
      boardText(rec.final, ["P0", "P1"]),
      "",
      `${rec.decisions.length} decisions, ${rec.turns} turns, digest ${digest(rec.final)}`,
    );
    process.stdout.write(lines.join("\n") + "\n");
    if (rec.error) {
      console.error(`error: ${rec.error}`);
      return EXIT_DIAGNOSTICS;
    }
    return EXIT_OK;
  },
};
