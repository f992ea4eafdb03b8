// The contract of the catalogue: every code has a failing snippet and a passing twin. Adding a
// code to compiler/catalogue/ without a case here fails the last test.
import { describe, expect, it } from "vitest";
import { catalogue } from "../../compiler/catalogue/index.ts";
import { astCases, specialCodes } from "./ast-cases.ts";
import { expectCheck } from "./helpers.ts";
import { sourceCases } from "./rule-cases.ts";

const cases = [...sourceCases, ...astCases];

describe.each(cases.map((c) => [c.code, c] as const))("%s", (_code, c) => {
  it("is reported on the failing snippet", () => {
    expectCheck(c.fail).toHave(c.code);
  });
  it("is not reported on the passing twin, which is clean", () => {
    expectCheck(c.pass).clean();
  });
});

it("every checker code has a failing snippet and a passing twin", () => {
  const covered = new Set([...cases.map((c) => c.code), ...specialCodes]);
  // The emit band (PM4xxx) is tested with the emitter, the deck band (PM6xxx) with the deck
  // validator (test/decks/codes.test.ts), each in its own suite.
  const checkerCodes = catalogue
    .filter((d) => d.phase !== "emit" && d.phase !== "deck")
    .map((d) => d.code);
  expect(checkerCodes.filter((code) => !covered.has(code))).toEqual([]);
});
