// Batched formatting (compiler/emit/format.ts: prettier, for the indexes and the modules the layout
// leaves to it) must give each module exactly the text prettier gives it alone, the same text the
// typescript parser gives, and be a fixed point of prettier.
//
// The first property is checked module by module, each formatted alone: it is what makes a batch
// stand for its modules (prettier formats each top-level statement on its own). The other two are
// then checked a batch at a time (64 modules in one call, about 60% of their cost one by one): each
// module of the batch must come back exactly, so a difference in any one module still fails.
import { describe, expect, it } from "vitest";
import { formatModules, formatTs } from "../../compiler/emit/format.ts";
import { cardtextModules } from "../helpers/cardtext-modules.ts";

describe("batched prettier", () => {
  it("formats each cardtext module as prettier does alone", async () => {
    const { plain: printed, formatted: batched } = await cardtextModules();
    expect(printed.length).toBeGreaterThan(100);
    expect(batched.length).toBe(printed.length);
    for (let i = 0; i < printed.length; i++) expect(batched[i]).toBe(await formatTs(printed[i]!));
  });

  it("is a fixed point: formatting the formatted modules again changes none", async () => {
    const { formatted } = await cardtextModules();
    expect(await formatModules(formatted)).toEqual(formatted);
  });

  it("gives what the typescript parser gives (what `prettier --check generated/` uses)", async () => {
    const { plain: printed, formatted } = await cardtextModules();
    expect(await formatModules(printed, "typescript")).toEqual(formatted);
  });
});
