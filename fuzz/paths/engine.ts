// The engine's decisions: a game (sample decks, or two decks of decks/ on the compiled cards)
// driven by a script of steps, one a line: `{"legal":k}` plays the k-th legal decision, which must
// be accepted and keep the invariants; `{"bad":k,"how":m,"v":x}` tries the k-th legal decision
// broken in way m, which must be rejected with a reason and change nothing — unless it is still
// a legal decision (then the invariants must hold). A decision with a field no decision has is
// never legal: accepting it is a silent success. An internal error of the engine is an exception.
import {
  apply,
  checkInvariants,
  createGame,
  defineCardDb,
  digest,
  legalDecisions,
  sampleDb,
  sampleDecks,
  seedCards,
  vanillaCards,
  type CardDb,
  type CardDef,
  type Decision,
  type GameState,
} from "../../runtime/index.ts";
import { cardtextCards, resolveDeckFile } from "../../workspace/deckfile.ts";
import type { Finding, FuzzPath, Rng } from "../core.ts";
import { deckFiles } from "../inputs.ts";

const BREAKS = ["player", "card", "extra-field", "drop-field", "type", "number", "array", "proto"];
const VALUES: unknown[] = [-1, 0, 1, 2, 1.5, 1e9, NaN, null, "1", [], {}, true, "__proto__", -0];

function generate(rng: Rng): string {
  const head = { seed: rng.int(1_000_000), deck: rng.int(1 + deckFiles().length) - 1 };
  const lines = [JSON.stringify(head)];
  const steps = 20 + rng.int(130);
  for (let i = 0; i < steps; i++) {
    const k = rng.int(1000);
    lines.push(
      JSON.stringify(
        rng.chance(0.25)
          ? { bad: k, how: rng.int(BREAKS.length), v: rng.int(VALUES.length) }
          : { legal: k },
      ),
    );
  }
  return `${lines.join("\n")}\n`;
}

let compiled: Promise<CardDb> | undefined;
/** Samples and every compiled set (generated/), as `memoria simulate` loads them. */
function compiledDb(): Promise<CardDb> {
  return (compiled ??= import("../../generated/index.ts").then((m) =>
    defineCardDb("fuzz", [
      ...vanillaCards,
      ...seedCards,
      ...((m as { allCards?: readonly CardDef[] }).allCards ?? []),
    ]),
  ));
}

/** The decision broken in way `how` (with value `v` where it takes one). */
function broken(d: Decision, how: number, v: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...d };
  const keys = Object.keys(out).filter((k) => k !== "type");
  const key = keys[Math.abs(Number(v) || 0) % Math.max(1, keys.length)] ?? "player";
  switch (BREAKS[how]) {
    case "player":
      out.player = 1 - (d.player as number);
      break;
    case "card":
      out.card = typeof v === "number" ? v : 999_999;
      break;
    case "extra-field":
      out.comment = v;
      break;
    case "drop-field":
      delete out[key];
      break;
    case "type":
      out.type = ["pass", "play", "approach", "block", "mulligan", "option", "nonsense"][
        Math.abs(Number(v) || 0) % 7
      ];
      break;
    case "number":
      out[key] = v;
      break;
    case "array":
      out[key] = [v, v];
      break;
    default:
      return JSON.parse(`{"type":"${d.type}","player":${d.player},"__proto__":{"card":1}}`);
  }
  return out;
}

async function start(head: {
  seed: number;
  deck: number;
}): Promise<{ state: GameState } | Finding[]> {
  let db = sampleDb();
  let decks: [readonly string[], readonly string[]] = [sampleDecks.vanilla!, sampleDecks.seed!];
  if (head.deck >= 0) {
    const files = deckFiles();
    const a = resolveDeckFile(files[head.deck % files.length]!).cards;
    const b = resolveDeckFile(files[(head.deck * 7 + 3) % files.length]!).cards;
    db = await compiledDb();
    decks = [a, b];
  }
  const r = createGame({ cards: db, decks, seed: head.seed });
  if (r.ok) return { state: r.state };
  if (r.reason === "engine/internal-error")
    return [{ kind: "exception", detail: `createGame: ${r.message}` }];
  return []; // a deck the engine refuses (a pool deck with a card it cannot play): refused, not a failure
}

type Step = { legal: number } | { bad: number; how: number; v: number };

async function run(input: string): Promise<Finding[]> {
  const [first, ...rest] = input.split("\n").filter((l) => l.trim() !== "");
  const started = await start(JSON.parse(first ?? "{}"));
  if (Array.isArray(started)) return started;
  let state = started.state;
  for (const line of rest) {
    const step = JSON.parse(line) as Step;
    const legal = legalDecisions(state);
    if (legal.length === 0) break;
    const pick = legal[("legal" in step ? step.legal : step.bad) % legal.length]!;
    const decision = "legal" in step ? pick : broken(pick, step.how, VALUES[step.v]);
    const before = digest(state);
    const r = apply(state, decision as Decision);
    if (!r.ok) {
      if (r.reason === "engine/internal-error")
        return [{ kind: "exception", detail: `apply: ${r.message}` }];
      if ("legal" in step)
        return [{ kind: "wrong", detail: `a legal decision was refused: ${r.reason}` }];
      if (!r.message) return [{ kind: "silent", detail: `rejected without a reason: ${r.reason}` }];
      if (digest(state) !== before)
        return [{ kind: "wrong", detail: `a rejected ${decision.type} changed the state` }];
      continue;
    }
    if ("bad" in step && BREAKS[step.how] === "extra-field")
      return [{ kind: "silent", detail: `a ${pick.type} with an unknown field was accepted` }];
    const broke = checkInvariants(r.state);
    if (broke.length > 0) return [{ kind: "wrong", detail: `invariant: ${broke[0]}` }];
    state = r.state;
  }
  return [];
}

export const engine: FuzzPath = {
  name: "engine",
  ext: "jsonl",
  budgetMs: 2000,
  generate,
  run,
  // the compiled sets, and cardtext/ parsed for the deck files' numbers (resolveDeckFile)
  warm: async () => void (await compiledDb(), cardtextCards()),
};
