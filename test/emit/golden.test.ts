// Golden generated modules: at least one card of each ability kind (keyword, activated, triggered
// if / each time / at, continuous, attach restriction + host grant, gyakkyou, event timing) and
// each keyword (active, tennen, break, combi, free entry with and without windows, team-up with a
// trait and a name, coins, an unimplemented 7.11 keyword), and the later steps (put the rest,
// becomes, negate, reset, exile, swap, restrict against, must). Accept with UPDATE_GOLDEN=1.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { lowerCard } from "../../compiler/lower/index.ts";
import type { CardDef } from "../../runtime/index.ts";
import { expectGolden } from "../helpers/golden.ts";
import { compileText } from "./helpers.ts";

const FIXTURE = "test/emit/golden-fixture.cards";
const DIR = resolve(".cache/emit-golden");

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe("golden generated modules", async () => {
  const { summary, modules } = await compileText(readFileSync(FIXTURE, "utf8"), FIXTURE);

  it("every fixture card compiles", () => {
    expect(
      summary.outcomes.flatMap((o) =>
        o.errors.map((d) => `${o.unit.card.number}: ${d.code} ${d.message}`),
      ),
    ).toEqual([]);
    expect(summary.compiled).toBe(11);
  });

  it("each module imports and holds exactly the lowered card", async () => {
    mkdirSync(DIR, { recursive: true });
    for (const o of summary.outcomes) {
      // Two levels below the repository root, so `../../runtime/index.ts` resolves.
      const file = `${DIR}/${o.unit.stem}-${process.pid}.ts`;
      writeFileSync(file, modules.get(o.module!)!);
      const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { card: CardDef };
      expect(mod.card, o.unit.id).toEqual(lowerCard(o.unit.card, { id: o.unit.id }).def);
    }
  });

  for (const path of [...modules.keys()].sort()) {
    it(path, () => {
      const name = path.replace(/\//g, "__").replace(/\.ts$/, "");
      expectGolden(`test/emit/golden/${name}.ts.txt`, modules.get(path)!);
    });
  }
});
