// bench/compare.ts --this-script: the ref runs this tree's copy of the bench script (a bench that
// measures whatever tree it runs in, such as bench/startup.ts with a case its ref copy lacks).
// In this process, as test/bench/compare.test.ts runs it.
import { describe, expect, it } from "vitest";
import { runCompare } from "../../bench/compare.ts";
import { runCaptured } from "../helpers/run-cli.ts";

describe("bench/compare.ts --this-script", () => {
  it("runs this tree's script in the ref's checkout and still prints the ratio", async () => {
    const r = await runCaptured(() =>
      runCompare([
        "--ref",
        "HEAD",
        "--rounds",
        "1",
        "--this-script",
        "test/fixtures/bench-figures.mjs",
      ]),
    );
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      /--this-script: running this tree's test\/fixtures\/bench-figures\.mjs/,
    );
    expect(r.stdout).toMatch(/measured: \[#\] ms\s+100\s+200\s+0\.50×/);
  });
});
