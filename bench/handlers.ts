// Handler benchmark: the same seeded games, once with the hand-written seed cards
// (runtime/samples/seed.ts) and once with their compiled twins from cardtext/rulebook-examples.cards
// (generated/rulebook-examples/), and the ratio of their speeds. A twin is the generated card with
// the seed card's title, name and kind (same number, else same stats); it gets the seed card's id so the same deck lists and
// seeds are played. Figures are CPU time of this process (steady on a shared machine).
// Run: npx tsx bench/handlers.ts [games=1000]
import { cards as rulebook } from "../generated/rulebook-examples/index.ts";
import {
  defineCardDb,
  digest,
  randomAgent,
  runGame,
  sampleDecks,
  seedCards,
  vanillaCards,
  type CardDb,
  type CardDef,
} from "../runtime/index.ts";

const games = Number(process.argv[2] ?? 1000);

function twinOf(seed: CardDef): CardDef | undefined {
  const same = rulebook.filter(
    (c) => c.title === seed.title && c.name === seed.name && c.kind === seed.kind,
  );
  // Prefer the same number, then the same stats (the guide's cards reuse names).
  const twin =
    same.find((c) => c.number === seed.number) ??
    same.find((c) => c.cost === seed.cost && c.ap === seed.ap && c.dp === seed.dp) ??
    same[0];
  if (!twin) return undefined;
  const { id: _id, ...rest } = twin;
  return { ...rest, number: seed.number };
}

const twins = seedCards.map((s) => ({ seed: s, twin: twinOf(s) }));
const handDb = defineCardDb("bench-hand", [...vanillaCards, ...seedCards]);
const compiledDb = defineCardDb("bench-compiled", [
  ...vanillaCards,
  ...twins.map((t) => t.twin ?? t.seed),
]);
const deck = sampleDecks.seed!;
const decks: [readonly string[], readonly string[]] = [deck, deck];

function run(
  db: CardDb,
  from: number,
  n: number,
): { cpu: number; decisions: number; digests: string[] } {
  const c0 = process.cpuUsage();
  let decisions = 0;
  const digests: string[] = [];
  for (let i = from; i < from + n; i++) {
    const rec = runGame(db, decks, i, [randomAgent(i * 2 + 1), randomAgent(i * 2 + 2)]);
    decisions += rec.decisions.length;
    digests.push(digest({ ...rec.final, db: "" }));
  }
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000, decisions, digests };
}

console.log(
  `memoria handler benchmark: ${games} seeded random-vs-random games, seed deck vs seed deck`,
);
console.log(
  `compiled twins: ${twins.filter((t) => t.twin).length} of ${twins.length} seed cards (${
    twins
      .filter((t) => !t.twin)
      .map((t) => t.seed.number)
      .join(", ") || "none missing"
  })`,
);
// The twins are encoded independently (the guide's cards), so some differ from the hand-written data.
const sameData = (a: CardDef, b: CardDef) =>
  JSON.stringify(a.abilities ?? []) === JSON.stringify(b.abilities ?? []) &&
  JSON.stringify(a.keywords ?? []) === JSON.stringify(b.keywords ?? []);
const differing = twins
  .filter((t) => t.twin && !sameData(t.seed, t.twin))
  .map((t) => t.seed.number);
console.log(
  `twins whose abilities differ from the hand-written data: ${differing.length} (${differing.join(", ")}), so games diverge; compare per decision`,
);
// Warm up both (JIT), then alternate rounds so machine load hits both alike.
run(handDb, 100_000, 100);
run(compiledDb, 100_000, 100);
let hand = 0;
let compiled = 0;
let handDecisions = 0;
let compiledDecisions = 0;
let sameGames = 0;
const rounds = 5;
for (let r = 0; r < rounds; r++) {
  const from = r * Math.ceil(games / rounds);
  const n = Math.ceil(games / rounds);
  const a = run(handDb, from, n);
  const b = run(compiledDb, from, n);
  hand += a.cpu;
  compiled += b.cpu;
  handDecisions += a.decisions;
  compiledDecisions += b.decisions;
  sameGames += a.digests.filter((d, i) => d === b.digests[i]).length;
}
const perDecision = (cpu: number, d: number) => ((cpu * 1000) / d).toFixed(2);
console.log(
  `hand-written: ${hand.toFixed(0)} ms CPU, ${handDecisions} decisions, ${perDecision(hand, handDecisions)} µs/decision`,
);
console.log(
  `compiled:     ${compiled.toFixed(0)} ms CPU, ${compiledDecisions} decisions, ${perDecision(compiled, compiledDecisions)} µs/decision`,
);
console.log(
  `games with the same final state: ${sameGames} of ${rounds * Math.ceil(games / rounds)}`,
);
console.log(
  `compiled / hand-written: ${(compiled / hand).toFixed(3)} per game, ${(compiled / compiledDecisions / (hand / handDecisions)).toFixed(3)} per decision  [aim: ≤ 1.10]`,
);
