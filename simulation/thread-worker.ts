// A worker thread of `memoria simulate --workers N` (threads.ts): rebuilds the run from the RunSpec
// in workerData, loads its card database once, then plays each range it is sent and posts back the
// result. An error is posted as a message, so the main thread can say what went wrong.
import { parentPort, workerData } from "node:worker_threads";
import { cardDbFor } from "./card-db.ts";
import { playRange } from "./play-range.ts";
import { parseRunSpec } from "./run-spec.ts";
import type { RangeReply, RangeRequest } from "./threads.ts";

const port = parentPort!;
const spec = parseRunSpec(workerData);
const db = cardDbFor(spec.decks);

port.on("message", (req: RangeRequest) => {
  db.then((cards) => ({ ok: true, result: playRange(spec, cards, req.from, req.to) }) as const)
    .catch(
      (e: unknown) => ({ ok: false, error: e instanceof Error ? e.message : String(e) }) as const,
    )
    .then((reply: RangeReply) => port.postMessage(reply));
});
