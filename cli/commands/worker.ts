// `memoria worker --queue redis://HOST:PORT`: one queue consumer of `memoria simulate --queue`
// (simulation/queue/worker.ts). Runs until interrupted; SIGINT/SIGTERM close it cleanly (a range
// in progress finishes first). Start one per core on each machine.
import { intFlag, parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { checkQueueUrl } from "../../simulation/queue/keys.ts";
import { QueueError } from "../../simulation/queue/errors.ts";

export const command: Command = {
  name: "worker",
  summary: "play the seed ranges of `simulate --queue` runs from a Redis queue (one per core)",
  help: [
    "usage: memoria worker --queue redis://HOST:PORT [--lock-ms N] [--stalled-ms N] [--quiet]",
    "",
    "  --queue URL     the Redis the producer (`memoria simulate --queue URL`) uses",
    "  --lock-ms N     a range's lock lasts N ms without renewal (default 30000): a worker that",
    "                  dies holds its range this long before another worker plays it again",
    "  --stalled-ms N  how often this worker looks for ranges whose worker died (default 30000)",
    "  --quiet         print nothing per range",
    "",
    "One worker plays one range at a time on one core: start as many as the machine has cores.",
    "Each needs the decks' cards (generated/ of the same version as the producer's). See",
    "docs/simulation.md.",
  ].join("\n"),
  async run(argv) {
    const args = parseArgs(argv, {
      values: ["queue", "lock-ms", "stalled-ms"],
      booleans: ["quiet"],
    });
    if (args.positionals.length) throw new UsageError(`unexpected "${args.positionals[0]}"`);
    const url = args.values.get("queue")?.at(-1);
    if (url === undefined) throw new UsageError("--queue redis://HOST:PORT is required");
    const bad = checkQueueUrl(url);
    if (bad) throw new UsageError(`--queue: ${bad}`);
    const lockMs = args.values.has("lock-ms") ? intFlag(args, "lock-ms", 30_000) : undefined;
    const stalledMs = args.values.has("stalled-ms")
      ? intFlag(args, "stalled-ms", 30_000)
      : undefined;
    const quiet = args.booleans.has("quiet");
    const { startQueueWorker } = await import("../../simulation/queue/worker.ts");
    let worker;
    try {
      worker = await startQueueWorker(url, {
        ...(lockMs !== undefined ? { lockMs } : {}),
        ...(stalledMs !== undefined ? { stalledMs } : {}),
        onRange: (job) => {
          if (!quiet) console.log(`played games ${job.from}..${job.to - 1} of run ${job.run}`);
        },
      });
    } catch (error) {
      if (!(error instanceof QueueError)) throw error;
      console.error(`memoria worker: ${error.message}`);
      return EXIT_DIAGNOSTICS;
    }
    if (!quiet) console.log(`memoria worker: waiting for ranges on ${url}`);
    await new Promise<void>((resolve) => {
      const stop = () => void worker.close().then(resolve);
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
    return EXIT_OK;
  },
};
