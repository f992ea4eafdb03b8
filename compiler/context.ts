// What a check receives: where it is (from the walker), the symbol table, and the acceptor that
// turns a catalogue entry, a span and parameters into a diagnostic.
import type { Span } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import type { SymbolTable } from "./bind.ts";
import type { CatalogueEntry } from "./catalogue/index.ts";
import type { NodeKind, NodeMap } from "./nodes.ts";
import type { WalkScope } from "./walk.ts";

export type Params = Record<string, string | number>;

export interface CheckContext extends WalkScope {
  symbols: SymbolTable;
  /** Report one diagnostic at the exact span of the offending text. */
  report(entry: CatalogueEntry, span: Span, params?: Params, related?: Diagnostic["related"]): void;
}

/** One small check: one concern, for one node kind. Named functions: the name appears in PM3999. */
export type CheckFn<K extends NodeKind> = (node: NodeMap[K], ctx: CheckContext) => void;

/** The checks of one phase (or one concern), by node kind. */
export type CheckRegistry = { [K in NodeKind]?: CheckFn<K>[] };

/** Join several registries; checks on the same node kind run in the order given. */
export function mergeRegistries(...registries: CheckRegistry[]): CheckRegistry {
  const merged: Record<string, unknown[]> = {};
  for (const registry of registries) {
    for (const [kind, checks] of Object.entries(registry) as [string, unknown[]][]) {
      merged[kind] = [...(merged[kind] ?? []), ...checks];
    }
  }
  return merged as CheckRegistry;
}
