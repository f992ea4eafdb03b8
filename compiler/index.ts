// The compiler's public entry: check card files (binder + checker), lower and emit them.
import type { CardFile } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { check, type CheckOptions } from "./check.ts";

export { check, type CheckOptions, type CheckResult } from "./check.ts";
export { buildSymbolTable, namesOf, type Declarations, type SymbolTable } from "./bind.ts";
export {
  catalogue,
  diagnostics,
  type CatalogueEntry,
  type DiagnosticKey,
} from "./catalogue/index.ts";
export { phases, type Phase } from "./phases.ts";
export { closestMatch, editDistance } from "./suggest.ts";
export { IncrementalCompiler } from "./incremental.ts";
export { lowerCard } from "./lower/index.ts";

/** Check parsed card files together (names resolve across all of them); diagnostics in file order. */
export function checkFiles(files: readonly CardFile[], options: CheckOptions = {}): Diagnostic[] {
  return check(files, options).diagnostics;
}
