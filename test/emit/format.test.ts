// Batched formatting (compiler/emit/format.ts: prettier, for the indexes and the modules the layout
// leaves to it) must give each module exactly the text prettier gives it alone, the same text the
// typescript parser gives, and be a fixed point of prettier.
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { loadCardFiles } from "../../workspace/load.ts";
import { printCard } from "../../compiler/emit/emit-card.ts";
import { formatModules, formatTs } from "../../compiler/emit/format.ts";
import { unitsOf } from "../../compiler/emit/units.ts";

describe("batched prettier", () => {
  it("formats each cardtext module as prettier does alone, and idempotently", async () => {
    const units = loadCardFiles(["cardtext"]).flatMap((f) => (f.ast ? unitsOf(f.file, f.ast) : []));
    const printed = units.flatMap((u) => {
      const p = printCard(u);
      return p.text === undefined ? [] : [p.text];
    });
    expect(printed.length).toBeGreaterThan(100);
    const batched = await formatModules(printed);
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
