// The seeded games of the proof harness (bench/digest-check.ts, test/runtime/digest-golden.test.ts):
// random-vs-random games over a suite of decks, folded into one digest of every game's final-state
// digest, decision log, winner and early stop. Same engine behaviour ⇔ same digest.
import {
  createGame,
  digest,
  rollout,
  randomAgent,
  randomFastAgent,
  runGame,
  sampleDb,
  sampleDecks,
  type Agent,
  type CardDb,
} from "../runtime/index.ts";

export type Suite = "samples" | "pool";
export type AgentKind = "random" | "random-fast";

export interface GameSuite {
  name: Suite;
  db: CardDb;
  decks: readonly (readonly string[])[];
  ignoreUnimplemented: boolean;
}

/** The sample decks (built in, stable) and the pool decks (decks/pool, compiled cards of generated/). */
export async function gameSuites(wanted: readonly Suite[]): Promise<GameSuite[]> {
  const out: GameSuite[] = [];
  for (const name of wanted) {
    if (name === "samples") {
      out.push({
        name,
        db: sampleDb(),
        decks: Object.values(sampleDecks),
        ignoreUnimplemented: false,
      });
    } else if (name === "pool") {
      // The CLI's own loaders, so this plays what `memoria simulate --decks decks/pool` plays.
      const { loadDecks, cardDbFor } = await import("../cli/commands/simulate.ts");
      const decks = loadDecks(["decks/pool"]);
      out.push({ name, db: await cardDbFor(decks), decks, ignoreUnimplemented: true });
    } else throw new Error(`unknown suite "${name}" (samples, pool)`);
  }
  return out;
}

/** Two independent 32-bit FNV-1a style lanes: 64 bits, so 10,000 games do not collide by chance. */
class Fold {
  private a = 0x811c9dc5;
  private b = 0x01234567;
  add(text: string): void {
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 13);
    }
    this.a = a;
    this.b = b;
  }
  hex(): string {
    return (
      (this.a >>> 0).toString(16).padStart(8, "0") + (this.b >>> 0).toString(16).padStart(8, "0")
    );
  }
}

function agentFor(kind: AgentKind, seed: number): Agent {
  if (kind === "random") return randomAgent(seed);
  if (kind === "random-fast") return randomFastAgent(seed);
  throw new Error(`unknown agent kind "${String(kind)}" (random, random-fast)`);
}

/** The decks and the two agents of game `seed` of a suite (see suiteDigest). */
function gameOf(suite: GameSuite, seed: number, agent: AgentKind) {
  const n = suite.decks.length;
  const a = seed % n;
  const b = (a + 1 + (Math.floor(seed / n) % (n - 1))) % n;
  return {
    decks: [suite.decks[a]!, suite.decks[b]!] as const,
    agents: [agentFor(agent, seed * 7919 + 1), agentFor(agent, seed * 104729 + 2)] as const,
  };
}

/**
 * The seeds among `first`…`first+count-1` whose game played by `rollout` (in place, from the
 * created state) ends in another state than the same game played by `runGame` (copy on write).
 */
export function rolloutMismatches(
  suite: GameSuite,
  first: number,
  count: number,
  agent: AgentKind,
): number[] {
  const bad: number[] = [];
  for (let seed = first; seed < first + count; seed++) {
    const stepped = gameOf(suite, seed, agent);
    const opts = { ignoreUnimplemented: suite.ignoreUnimplemented };
    const rec = runGame(suite.db, stepped.decks, seed, stepped.agents, {
      ...opts,
      copyOnWrite: true,
    });
    const created = createGame({ cards: suite.db, decks: stepped.decks, seed, ...opts });
    if (!created.ok) throw new Error(created.message);
    const rolled = rollout(created.state, gameOf(suite, seed, agent).agents);
    if (digest(rolled.final) !== digest(rec.final) || rolled.decisions !== rec.decisions.length)
      bad.push(seed);
  }
  return bad;
}

/**
 * Games `first`…`first+count-1` of a suite: game i pairs its decks in turn (deck i mod n against
 * the others) and seeds the game and both agents from i. Returns the combined digest.
 */
export function suiteDigest(
  suite: GameSuite,
  first: number,
  count: number,
  agent: AgentKind,
  /** runGame's copy on write at every step (RunOptions.copyOnWrite), else in place where it may. */
  copyOnWrite = false,
): { digest: string; decisions: number; errors: number } {
  const fold = new Fold();
  let decisions = 0;
  let errors = 0;
  for (let seed = first; seed < first + count; seed++) {
    const game = gameOf(suite, seed, agent);
    const rec = runGame(suite.db, game.decks, seed, game.agents, {
      ignoreUnimplemented: suite.ignoreUnimplemented,
      copyOnWrite,
    });
    fold.add(`${seed}|${digest(rec.final)}|${rec.winner}|${rec.error ?? ""}|`);
    fold.add(JSON.stringify(rec.decisions));
    decisions += rec.decisions.length;
    if (rec.error !== undefined) errors++;
  }
  return { digest: fold.hex(), decisions, errors };
}
