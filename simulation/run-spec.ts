// A run described as plain JSON: everything a worker thread or another machine needs to play any
// range of its games and get exactly the games the single-process run plays (same seeds, same
// decks, same agents). `parseRunSpec` checks one that came over the wire (a queue job).
import { agents, type AgentOptions } from "./agents.ts";
import { tallies } from "./tallies.ts";

export interface AgentSpec {
  name: string;
  options?: AgentOptions;
}

export interface RunSpec {
  /** The run's decks as card-id lists; game i plays the two `pairing(i, decks.length)` names. */
  decks: string[][];
  /** Game i uses seed firstSeed + i. */
  firstSeed: number;
  games: number;
  /** Player 0's and player 1's agent. */
  agents: [AgentSpec, AgentSpec];
  ignoreUnimplemented: boolean;
  /** Invariants checked after every step, or on final states only (`--fast`). */
  check: "every-step" | "final";
  /** Names in simulation/tallies.ts; `base` is always counted. */
  tallies: string[];
}

/** A RunSpec that does not hold together (bad JSON from a queue, an unknown name). */
export class RunSpecError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function parseAgent(v: unknown, which: number): AgentSpec {
  if (!isObject(v) || typeof v.name !== "string")
    throw new RunSpecError(`agent ${which}: expected { name, options? }`);
  if (!Object.hasOwn(agents, v.name)) throw new RunSpecError(`agent ${which}: unknown "${v.name}"`);
  if (v.options === undefined) return { name: v.name };
  if (!isObject(v.options)) throw new RunSpecError(`agent ${which}: options must be an object`);
  for (const o of Object.values(v.options))
    if (!["number", "string", "boolean"].includes(typeof o))
      throw new RunSpecError(`agent ${which}: options hold numbers, strings or booleans`);
  return { name: v.name, options: v.options as AgentOptions };
}

/** The RunSpec in `value`, or a RunSpecError saying what is wrong. */
export function parseRunSpec(value: unknown): RunSpec {
  if (!isObject(value)) throw new RunSpecError("a run spec is a JSON object");
  const { decks, firstSeed, games, ignoreUnimplemented, check } = value;
  if (
    !Array.isArray(decks) ||
    decks.length < 2 ||
    !decks.every((d) => Array.isArray(d) && d.every((c) => typeof c === "string"))
  )
    throw new RunSpecError("decks: two or more lists of card ids");
  if (!isCount(firstSeed) || firstSeed > 0xffffffff)
    throw new RunSpecError("firstSeed: a whole number up to 2^32-1");
  if (!isCount(games)) throw new RunSpecError("games: a whole number");
  if (!Array.isArray(value.agents) || value.agents.length !== 2)
    throw new RunSpecError("agents: two agents");
  if (typeof ignoreUnimplemented !== "boolean")
    throw new RunSpecError("ignoreUnimplemented: true or false");
  if (check !== "every-step" && check !== "final")
    throw new RunSpecError('check: "every-step" or "final"');
  const names = value.tallies;
  if (!Array.isArray(names) || !names.every((n) => typeof n === "string"))
    throw new RunSpecError("tallies: a list of names");
  for (const n of names)
    if (!Object.hasOwn(tallies, n)) throw new RunSpecError(`tallies: unknown "${n}"`);
  return {
    decks: decks as string[][],
    firstSeed,
    games,
    agents: [parseAgent(value.agents[0], 0), parseAgent(value.agents[1], 1)],
    ignoreUnimplemented,
    check,
    tallies: names as string[],
  };
}

/** The tally names a run counts: `base` first, then the spec's others, each once. */
export function tallyNames(spec: RunSpec): string[] {
  return [...new Set(["base", ...spec.tallies])];
}
