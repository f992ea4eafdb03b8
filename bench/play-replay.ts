// The Play pane's cost (issue 18): every request replays the game from its seed, so a request late
// in a long game costs the most. Plays one whole game through the API as the page does (the person
// picks a varied legal decision each time, the agent answers), then times the replay of the whole
// game. Usage: npx tsx bench/play-replay.ts [deck0 deck1 [agent [seed]]]
import { fileURLToPath } from "node:url";
import { answerPlay, type PlayAnswer, type PlayRequest } from "../cli/studio/play-api.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [deck0 = "decks/hidamari.deck", deck1 = "decks/k-on.deck", agent = "random", seed = "7"] =
  process.argv.slice(2);
const setup = { deck0, deck1, agent, seed: Number(seed), seat: 0 } as Omit<
  PlayRequest,
  "decisions"
>;

async function play(decisions: unknown[], ruling = false): Promise<PlayAnswer> {
  const r = await answerPlay(root, { ...setup, decisions, ruling });
  if (r.status !== 200) throw new Error(JSON.stringify(r.json));
  return r.json as PlayAnswer;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

const started = performance.now();
let a = await play([]);
const first = performance.now() - started;
const perRequest: number[] = [];
while (a.legal.length > 0) {
  a = await play([
    ...a.decisions,
    a.legal[(3 * a.decisions.length + 1) % a.legal.length]!.decision,
  ]);
  perRequest.push(a.ms);
}
const whole: number[] = [];
for (let k = 0; k < 5; k++) whole.push((await play(a.decisions)).ms);
const withRuling = (await play(a.decisions, true)).ms;
console.log(`${deck0} v ${deck1}, agent ${agent}, seed ${seed}`);
console.log(`  first request (loads the card sets): ${first.toFixed(0)} ms`);
console.log(
  `  game: ${a.decisions.length} decisions by the person, ${a.steps} in all, ${a.turn} turns, ` +
    `winner ${a.winner}, ${a.log.length} log lines`,
);
console.log(
  `  replay per request during the game: median ${median(perRequest).toFixed(1)} ms, ` +
    `max ${Math.max(...perRequest).toFixed(1)} ms`,
);
console.log(
  `  replay of the whole game: median ${median(whole).toFixed(1)} ms of 5; ` +
    `with the ruling written ${withRuling.toFixed(1)} ms`,
);
console.log(`  the last answer: ${(JSON.stringify(a).length / 1024).toFixed(1)} kB of JSON`);
