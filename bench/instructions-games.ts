// Games to count instructions of, for comparing two trees on a shared machine where CPU seconds
// move by ±10 % between runs: an instruction count moves by ~0.2 %. Plays `bench/simulate.ts`'s
// games for one deck pair (random agents, seeds 0…N-1) after 300 warm-up games of other seeds.
// Bundle it (copied into the other tree's bench/ for a ref), run it twice under cachegrind with
// V8 single-threaded (its compiler on the main thread, so the count repeats), and take the
// difference per game — the games' own instructions, start-up and warm-up left out:
//   npx esbuild bench/instructions-games.ts --bundle --platform=node --format=esm --outfile=/tmp/g.mjs
//   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
//     node --single-threaded /tmp/g.mjs 100 seed        # and 2100: (I₂₁₀₀ − I₁₀₀) / 2000
// Decks: seed (seed vs seed), vanilla, mixed (vanilla vs seed).
import { randomAgent, runGame, sampleDb, sampleDecks } from "../runtime/index.ts";

const games = Number(process.argv[2] ?? 100);
const decks = process.argv[3] ?? "seed";
const db = sampleDb();
const a = decks === "vanilla" || decks === "mixed" ? sampleDecks.vanilla! : sampleDecks.seed!;
const b = decks === "vanilla" ? sampleDecks.vanilla! : sampleDecks.seed!;
for (let i = 0; i < 300; i++) runGame(db, [a, b], 10_000 + i, [randomAgent(i), randomAgent(i + 1)]);
let decisions = 0;
for (let i = 0; i < games; i++)
  decisions += runGame(db, [a, b], i, [randomAgent(i * 2 + 1), randomAgent(i * 2 + 2)]).decisions
    .length;
console.log(`${decks}: ${games} games, ${decisions} decisions`);
