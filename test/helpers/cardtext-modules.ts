// The module of every cardtext/ card that lowers without a diagnostic, before layout, and the text
// batched prettier gives each: test/emit/layout.test.ts compares the layout with that text and
// test/emit/format.test.ts compares it with prettier alone. Computed once per test worker (test
// files share its module graph): formatting the ~700 modules is a few seconds of CPU.
import { loadCardFiles } from "../../workspace/load.ts";
import type { CardFile } from "../../grammar/ast.ts";
import { formatModules } from "../../compiler/emit/format.ts";
import { plainModule, type ModuleParts } from "../../compiler/emit/layout.ts";
import { moduleParts } from "../../compiler/emit/module.ts";
import { unitsOf } from "../../compiler/emit/units.ts";
import { lowerCard } from "../../compiler/lower/index.ts";

/** Module parts of each card that lowers cleanly. */
export function partsOf(files: { file: string; ast: CardFile }[]): ModuleParts[] {
  return files.flatMap(({ file, ast }) =>
    unitsOf(file, ast).flatMap((u) => {
      const lowered = lowerCard(u.card, { id: u.id });
      if (lowered.diagnostics.length > 0) return [];
      return [moduleParts({ sourceFile: u.sourceFile, card: u.card, lowered })];
    }),
  );
}

export interface CardtextModules {
  parts: ModuleParts[];
  /** Each module as printed, unformatted (what `printCard` gives). */
  plain: string[];
  /** Each module formatted by prettier in batches (`formatModules`). */
  formatted: string[];
}

let modules: Promise<CardtextModules> | undefined;

export function cardtextModules(): Promise<CardtextModules> {
  modules ??= (async () => {
    const files = loadCardFiles(["cardtext"]).flatMap((f) =>
      f.ast ? [{ file: f.file, ast: f.ast }] : [],
    );
    const parts = partsOf(files);
    const plain = parts.map(plainModule);
    return { parts, plain, formatted: await formatModules(plain) };
  })();
  return modules;
}
