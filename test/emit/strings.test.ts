// Safety of card strings in generated code (property test): names, traits, titles, numbers,
// rarities and printed text made of random strings — including quotes, backticks, `${`, `*/`,
// backslashes, newlines, U+2028/U+2029 and lone surrogates — compile to modules that import
// cleanly and hold exactly those strings. The strings also reach the source-line comments (the
// ability names the card), so a string that escaped a comment would break the import too.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { emitCard } from "../../compiler/emit/emit-card.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import type { CardDef } from "../../runtime/index.ts";
import { dangerousCard } from "./dangerous-strings.ts";

// Two levels below the repository root, so the module's `../../runtime/index.ts` resolves.
const DIR = resolve(".cache/emit-prop");

let counter = 0;

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe("card strings cannot escape their literals", () => {
  it("random dangerous strings compile, import and round-trip exactly", async () => {
    mkdirSync(DIR, { recursive: true });
    await fc.assert(
      fc.asyncProperty(dangerousCard, async ({ name, trait, title, printed, number, card }) => {
        const unit = {
          set: "prop",
          sourceFile: `cardtext/${name}.cards`,
          card,
          stem: `m${counter}`,
          id: `prop/${number}`,
        };
        const entry = await emitCard(unit);
        expect(entry.diagnostics).toEqual([]);
        const file = `${DIR}/m${process.pid}-${counter++}.ts`;
        writeFileSync(file, entry.text!);
        const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
          card: CardDef;
        };
        expect(mod.card.name).toBe(name);
        expect(mod.card.number).toBe(number);
        expect(mod.card.title).toBe(title);
        expect(mod.card.text).toBe(printed);
        expect(mod.card.traits).toEqual([trait]);
        expect(mod.card).toEqual(lowerCard(card, { id: unit.id }).def);
      }),
      { numRuns: 60 },
    );
  });
});
