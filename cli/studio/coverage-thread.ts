// The coverage pane's worker thread (coverage-api.ts starts it): the engine's coverage, then the
// translator's, each posted as soon as it is in, so the server stays free to answer meanwhile.
// An error is posted as a message, for the pane to show.
import { parentPort, workerData } from "node:worker_threads";
import { engineCoverage, translatorCoverage } from "./coverage-data.ts";

export type CoverageMessage =
  | { part: "engine" | "translator"; ok: true; value: unknown }
  | { part: "engine" | "translator"; ok: false; error: string };

const port = parentPort!;
const { root, corpusDir } = workerData as { root: string; corpusDir: string };
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

try {
  port.postMessage({ part: "engine", ok: true, value: await engineCoverage(root) });
} catch (e) {
  port.postMessage({ part: "engine", ok: false, error: message(e) });
}
try {
  port.postMessage({ part: "translator", ok: true, value: translatorCoverage(corpusDir) });
} catch (e) {
  port.postMessage({ part: "translator", ok: false, error: message(e) });
}
