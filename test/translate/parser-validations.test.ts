// Every other process builds the translator's Japanese parser with Chevrotain's validations
// skipped (they were most of its construction, seconds of CPU): this test is where they run, so a
// repeated occurrence number (translate/parser/base.ts's header), an ambiguity maxLookahead cannot
// resolve, or a rule named twice fails here instead of silently mis-reading sentences.
import { describe, expect, it } from "vitest";
import { buildJaParser } from "../../translate/parser/index.ts";

describe("the translator's grammar definition", () => {
  it("passes Chevrotain's validations with no definition error", () => {
    // performSelfAnalysis throws "Parser Definition Errors detected: …" listing every error
    // (checked: two `g.optional(…, 4)` in one rule make this fail with "->OPTION4<- appears more
    // than once", as a merge once did).
    expect(() => buildJaParser({ validate: true })).not.toThrow();
  });
});
