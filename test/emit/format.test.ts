// Batched formatting (compiler/emit/format.ts: prettier, for the indexes and the modules the layout
// leaves to it) must give each module exactly the text prettier gives it alone, the same text the
// typescript parser gives, and be a fixed point of prettier.
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { formatTs } from "../../compiler/emit/format.ts";
import { cardtextModules } from "../helpers/cardtext-modules.ts";

describe("batched prettier", () => {
  it("formats each cardtext module as prettier does alone, and idempotently", async () => {
    const { plain: printed, formatted: batched } = await cardtextModules();
    expect(printed.length).toBeGreaterThan(100);
    expect(batched.length).toBe(printed.length);
    for (let i = 0; i < printed.length; i++) {
      const alone = await formatTs(printed[i]!);
      expect(batched[i]).toBe(alone);
      expect(await formatTs(alone)).toBe(alone);
      // What `prettier --check generated/` would do (the typescript parser, by file extension).
      expect(
        await prettier.format(printed[i]!, {
          ...(await prettier.resolveConfig("generated/index.ts")),
          parser: "typescript",
        }),
      ).toBe(alone);
    }
  });
});
