// Every other process builds the card parser and lexer with Chevrotain's validations skipped (they
// were half of their construction time): this test is where they run, so a grammar error — left
// recursion, alternatives that maxLookahead cannot tell apart, a rule named twice — or a token
// pattern error (one that matches the empty string, an anchor, an unreachable token) fails here.
import { describe, expect, it } from "vitest";
import { buildCardLexer } from "../../grammar/lexer.ts";
import { buildCardParser } from "../../grammar/parser.ts";

describe("the card grammar's definition", () => {
  it("passes Chevrotain's validations with no definition error", () => {
    // With validations on, performSelfAnalysis throws "Parser Definition Errors detected: …"
    // listing every error (checked: maxLookahead 2 makes this fail with the ambiguities).
    expect(() => buildCardParser({ validate: true })).not.toThrow();
  });

  it("has token patterns that pass the lexer's validations", () => {
    // With validations on, the Lexer throws on a definition error (checked: a keyword pattern of
    // /(?:)/ makes this fail with "must not match an empty string"); none is deferred to the list.
    const lexer = buildCardLexer(true);
    expect(lexer.lexerDefinitionErrors).toEqual([]);
  });
});
