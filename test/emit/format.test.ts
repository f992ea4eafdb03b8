// Batched formatting (compiler/emit/format.ts: prettier with the babel-ts parser, for the indexes
// and the modules the layout leaves to it) must give each module exactly the text that
// `prettier --check generated/` wants — prettier alone on that one module, with the typescript
// parser (by file extension) — and be a fixed point of prettier.
//
// The first property is checked module by module, each formatted alone with the typescript parser:
// at once what makes a batch stand for its modules (prettier formats each top-level statement on
// its own) and what makes babel-ts stand for typescript (~60% of its cost). The fixed point is
// checked a batch at a time (64 modules in one call, about 60% of their cost one by one): each
// module of the batch must come back exactly, so a difference in any one module still fails.
import { describe, expect, it } from "vitest";
import { formatModules, formatTs } from "../../compiler/emit/format.ts";
import { cardtextModules } from "../helpers/cardtext-modules.ts";

describe("batched prettier", () => {
  it("formats each cardtext module as prettier alone does with the typescript parser (what `prettier --check generated/` uses)", async () => {
    const { plain: printed, formatted: batched } = await cardtextModules();
    expect(printed.length).toBeGreaterThan(100);
    expect(batched.length).toBe(printed.length);
    for (let i = 0; i < printed.length; i++)
      expect(batched[i]).toBe(await formatTs(printed[i]!, "typescript"));
  });

  it("is a fixed point: formatting the formatted modules again changes none", async () => {
    const { formatted } = await cardtextModules();
    expect(await formatModules(formatted)).toEqual(formatted);
  });
});
