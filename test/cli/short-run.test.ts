// `memoria test` sets V8's interrupt budget at its start (cli/short-run.ts, issue 15). V8 does not
// throw on a flag it does not know: it prints "unrecognized flag" to the process's stderr and goes
// on. This runs tuneForShortRun in a process of the Node that runs the tests, then a made-up flag
// (so the check sees that a refusal would show), and finds only the made-up one refused.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("tuning V8 for a short run", () => {
  it("sets a flag this Node's V8 knows, without a word on stderr", () => {
    const script = `import { setFlagsFromString } from "node:v8";
import { tuneForShortRun } from "./cli/short-run.ts";
tuneForShortRun();
setFlagsFromString("--no-such-flag-for-the-test");`;
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("unrecognized flag --no-such-flag-for-the-test");
    expect(run.stderr.match(/unrecognized flag/g)).toHaveLength(1);
  });
});
