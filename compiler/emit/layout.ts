// A card module laid out as prettier would format it, without running prettier: the card's
// expression is read back (expr.ts), turned into the document prettier's JavaScript printer builds
// (expr-doc.ts), and printed by prettier's own layout engine (printDocToString). Prettier parsing
// and printing the whole module was 58–63% of the compile's emit phase (issue 15).
// `undefined` when the module is outside what this knows — an expression expr.ts does not read,
// or prettier options other than printWidth/tabWidth — and the caller formats it with prettier.
// test/emit/layout.test.ts proves the texts byte-identical on every cardtext/ and synthetic card.
import { builders, printer } from "prettier/doc";
import { ExprDocs, printString, type DocOptions } from "./expr-doc.ts";
import { readExpr } from "./expr.ts";
import { structureText, type ModuleParts } from "./structure.ts";
import { WideTexts } from "./wide-text.ts";

export type { ModuleParts };

type Doc = builders.Doc;
const { group, hardline, ifBreak, indent, join, line } = builders;

/** The module as the printer writes it, before any formatting (what prettier is given). */
export function plainModule(m: ModuleParts): string {
  return structureText(m);
}

/** printModuleSpecifiers + printImportDeclaration: `{ … }` breaks one per line when too long. */
function importDoc(m: ModuleParts): Doc {
  const specifiers =
    m.imports.length > 1
      ? group(["{", indent([line, join([",", line], [...m.imports])]), ifBreak(","), line, "}"])
      : ["{ ", m.imports[0] ?? "", " }"];
  return ["import ", specifiers, " from ", printString(m.from), ";"];
}

/**
 * The module as prettier formats it, or undefined when this layout does not know its shape.
 * The declaration `export const card: CardDef = {` never breaks: its object always starts with a
 * newline after the brace (module.ts), which keeps it expanded, so the `=` layout is settled.
 */
export function layoutModule(m: ModuleParts, options: DocOptions): string | undefined {
  const card = readExpr(m.initializer);
  if (card?.kind !== "object" || !card.newlineAfterBrace) return undefined;
  const wide = WideTexts.for(m.initializer);
  const doc: Doc = [
    // The header is the import's leading comment; the blank line after it is kept.
    m.header.trimEnd(),
    hardline,
    hardline,
    importDoc(m),
    hardline,
    "export const card: CardDef = ",
    new ExprDocs(options, wide).doc(card),
    ";",
    hardline,
  ];
  return wide.restore(printer.printDocToString(doc, { ...options, useTabs: false }).formatted);
}
