// Golden generated modules: at least one card of each ability kind (keyword, activated, triggered
// if / each time / at, continuous, attach restriction + host grant, gyakkyou, event timing) and
// each keyword (active, tennen, break, combi, free entry with and without windows, team-up with a
// trait and a name, coins, an unimplemented 7.11 keyword). Accept changes with UPDATE_GOLDEN=1.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectGolden } from "../helpers/golden.ts";
import { compileText } from "./helpers.ts";

const FIXTURE = "test/emit/golden-fixture.cards";

describe("golden generated modules", async () => {
  const { summary, modules } = await compileText(readFileSync(FIXTURE, "utf8"), FIXTURE);

  it("every fixture card compiles", () => {
    expect(
      summary.outcomes.flatMap((o) =>
        o.errors.map((d) => `${o.unit.card.number}: ${d.code} ${d.message}`),
      ),
    ).toEqual([]);
    expect(summary.compiled).toBe(8);
  });

  for (const path of [...modules.keys()].sort()) {
    it(path, () => {
      const name = path.replace(/\//g, "__").replace(/\.ts$/, "");
      expectGolden(`test/emit/golden/${name}.ts.txt`, modules.get(path)!);
    });
  }
});
