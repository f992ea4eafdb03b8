// What a search pays to try a decision and take it back (runtime/cursor.ts): at positions along
// seeded seed-deck games, every legal decision is tried once, two ways, alternating:
//   cursor   — GameCursor.play (apply, copy on write), then undo (drop the new version);
//   re-clone — cloneState of the position, then applyInPlace on that copy (what stepping back costs
//              with in-place play and no undo log: a new copy per branch).
// Prints µs of CPU per branch for each and their ratio. Run: npx tsx bench/cursor.ts [games]
import { applyInPlace } from "../runtime/apply.ts";
import {
  cloneState,
  GameCursor,
  legalDecisions,
  randomAgent,
  runGame,
  sampleDb,
  sampleDecks,
  type Decision,
  type GameState,
} from "../runtime/index.ts";

const games = Number(process.argv[2] ?? 200);
const db = sampleDb();
const deck = sampleDecks.seed!;

/** Every position of `games` seeded games, each with its legal list. */
function positions(): { state: GameState; legal: Decision[] }[] {
  const out: { state: GameState; legal: Decision[] }[] = [];
  for (let i = 0; i < games; i++)
    runGame(db, [deck, deck], i, [randomAgent(2 * i + 1), randomAgent(2 * i + 2)], {
      onStep: (s) => {
        if (s.pending.kind !== "over") out.push({ state: s, legal: legalDecisions(s) });
      },
    });
  return out;
}

function cpuMicros(run: () => void): number {
  const c0 = process.cpuUsage();
  run();
  const c = process.cpuUsage(c0);
  return c.user + c.system;
}

const all = positions();
const branches = all.reduce((n, p) => n + p.legal.length, 0);
const viaCursor = (): void => {
  for (const { state, legal } of all) {
    const cursor = new GameCursor(state);
    for (const d of legal) {
      if (!cursor.play(d).ok) throw new Error("a listed decision was refused");
      cursor.undo();
    }
  }
};
const viaReclone = (): void => {
  for (const { state, legal } of all)
    for (const d of legal)
      if (!applyInPlace(cloneState(state), d).ok) throw new Error("a listed decision was refused");
};

viaCursor(); // warm-up of both paths (JIT)
viaReclone();
const rounds = 3;
let cursorUs = 0;
let recloneUs = 0;
for (let r = 0; r < rounds; r++) {
  cursorUs += cpuMicros(viaCursor);
  recloneUs += cpuMicros(viaReclone);
}
const per = (us: number): number => us / rounds / branches;
console.log(
  `search branches: ${branches} decisions tried at ${all.length} positions of ${games} seed-deck games, ${rounds} alternating rounds`,
);
console.log(`cursor play+undo   ${per(cursorUs).toFixed(2).padStart(7)} µs/branch`);
console.log(`re-clone in place  ${per(recloneUs).toFixed(2).padStart(7)} µs/branch`);
console.log(
  `cursor vs re-clone ${(recloneUs / cursorUs).toFixed(2)}× (above 1: the cursor is cheaper)`,
);
