// Every other process builds the card parser with Chevrotain's grammar validations skipped (they
// were half of its construction time): this test is where they run, so a grammar error — left
// recursion, alternatives that maxLookahead cannot tell apart, a rule named twice — fails here.
import { describe, expect, it } from "vitest";
import { buildCardParser } from "../../grammar/parser.ts";

describe("the card grammar's definition", () => {
  it("passes Chevrotain's validations with no definition error", () => {
    // With validations on, performSelfAnalysis throws "Parser Definition Errors detected: …"
    // listing every error (checked: maxLookahead 2 makes this fail with the ambiguities).
    expect(() => buildCardParser({ validate: true })).not.toThrow();
  });
});
