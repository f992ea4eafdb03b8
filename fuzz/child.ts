// The runner's child process: runs one path's inputs (loop.ts) and tells the parent the index of
// each input as it starts, so the parent can kill it on a hang and name the input that hung.
import { loop, type LoopOptions } from "./loop.ts";
import { loadPath } from "./paths/index.ts";

interface Job extends Omit<LoopOptions, "onStart"> {
  path: string;
}

process.on("message", async (job: Job) => {
  const path = await loadPath(job.path);
  void loop(path, {
    ...job,
    onStart: (index) => process.send!({ at: index }),
    onFound: (kinds, failures) => process.send!({ kinds, failures }),
  }).then(() => process.send!({ end: true }, () => process.exit(0)));
});
