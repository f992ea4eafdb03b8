// The checker never throws and never fails internally (PM3999) on whatever the parser returns,
// including the partial ASTs of broken files: every cardtext file cut at arbitrary points.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect, it } from "vitest";
import { check } from "../../compiler/index.ts";
import { parse } from "../../grammar/index.ts";
import { PRELUDE } from "./helpers.ts";

const CARDTEXT = new URL("../../cardtext/", import.meta.url).pathname;
const texts = existsSync(CARDTEXT)
  ? readdirSync(CARDTEXT)
      .filter((f) => f.endsWith(".cards"))
      .sort()
      .map((f) => readFileSync(join(CARDTEXT, f), "utf8"))
  : [];
const corpus = [PRELUDE, ...texts];

it("checks any prefix or splice of a card file without an internal error", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: corpus.length - 1 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (which, cutA, cutB) => {
        const text = corpus[which]!;
        const [from, to] = [
          Math.floor(text.length * Math.min(cutA, cutB)),
          Math.floor(text.length * Math.max(cutA, cutB)),
        ];
        const spliced = text.slice(0, from) + text.slice(to);
        const { ast } = parse(spliced, "cut.cards");
        const { diagnostics } = check([ast]);
        expect(diagnostics.filter((d) => d.code === "PM3999")).toEqual([]);
      },
    ),
    { numRuns: 150, seed: 20261129 },
  );
});
