// services/rules-text.ts is generated from the rules digest (lsp/gen-rules-text.ts); it must say
// what the digest says wherever the digest is present.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIGEST_PATH, rulesOf } from "../../lsp/gen-rules-text.ts";
import { RULES } from "../../services/rules-text.ts";

describe("the digest's rules for hovers", () => {
  it.skipIf(!existsSync(DIGEST_PATH))(
    "are up to date with the digest (else: npx tsx lsp/gen-rules-text.ts)",
    () => {
      expect(RULES).toEqual(rulesOf(readFileSync(DIGEST_PATH, "utf8")));
    },
  );

  it("read every numbered rule, joined across its lines", () => {
    const digest =
      "## 7. Texts\n\n7.4 **Tennen N**: this character\ncannot be blocked.\n\n7.5 Break.\n";
    expect(rulesOf(digest)).toEqual({
      "7.4": "**Tennen N**: this character cannot be blocked.",
      "7.5": "Break.",
    });
    expect(Object.keys(RULES)).toEqual(expect.arrayContaining(["1.1", "6.1", "8.4", "10.1"]));
  });
});
