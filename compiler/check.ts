// The checker: builds the symbol table, then runs each phase's registry over every node of every
// file. Never throws: a check that throws becomes PM3999 at the node it was looking at, and the
// remaining checks still run.
import type { CardFile, Span } from "../grammar/ast.ts";
import { makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { buildSymbolTable, type Declarations, type SymbolTable } from "./bind.ts";
import { byCode, catalogue, diagnostics } from "./catalogue/index.ts";
import type { CheckContext, CheckFn, CheckRegistry } from "./context.ts";
import type { NodeKind } from "./nodes.ts";
import { phases as defaultPhases, type Phase } from "./phases.ts";
import { walkFiles } from "./walk.ts";

export interface CheckOptions {
  /** Names, traits and titles that exist on cards not in the checked files (not encoded yet). */
  declared?: Declarations;
  /** Diagnostics already reported (by the parser): a checker diagnostic that repeats one is dropped. */
  prior?: readonly Diagnostic[];
  /** Replace the phases (tests inject a failing check to see PM3999). */
  phases?: readonly Phase[];
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  symbols: SymbolTable;
}

const catalogueByCode = new Map(catalogue.map((entry) => [entry.code, entry]));

function runPhase(
  files: readonly CardFile[],
  registry: CheckRegistry,
  symbols: SymbolTable,
  out: Diagnostic[],
): void {
  const report: CheckContext["report"] = (entry, span, params, related) =>
    out.push(makeDiagnostic(entry, span, params, related));
  const wanted = (kind: NodeKind): boolean => registry[kind] !== undefined;
  walkFiles(
    files,
    (kind, node, scope) => {
      const checks = registry[kind] as CheckFn<NodeKind>[];
      // The walker builds a fresh scope for each visit: it becomes the context in place.
      const ctx = Object.assign(scope, { symbols, report }) as CheckContext;
      for (const check of checks) {
        try {
          check(node, ctx);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          out.push(
            makeDiagnostic(diagnostics.internalError, scope.span, {
              check: check.name || kind,
              error: message,
            }),
          );
        }
      }
    },
    wanted,
  );
}

/** Order: file, then position in the file; a stable order keeps CLI output and goldens steady. */
function byPosition(a: Diagnostic, b: Diagnostic): number {
  if (a.span.file !== b.span.file) return a.span.file < b.span.file ? -1 : 1;
  return a.span.start.offset - b.span.start.offset || byCode(a, b);
}

/** Where an internal error goes when the AST has no usable span. */
const NOWHERE: Span = {
  file: "",
  start: { offset: 0, line: 1, column: 1 },
  end: { offset: 0, line: 1, column: 1 },
};

function internalError(span: Span | undefined, check: string, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return makeDiagnostic(diagnostics.internalError, span ?? NOWHERE, { check, error: message });
}

export function check(files: readonly CardFile[], options: CheckOptions = {}): CheckResult {
  let symbols: SymbolTable;
  try {
    symbols = buildSymbolTable(files, options.declared);
  } catch (error) {
    // Only a malformed AST gets here (the parser never builds one); nothing else can be checked.
    return {
      diagnostics: [internalError(files[0]?.span, "buildSymbolTable", error)],
      symbols: buildSymbolTable([]),
    };
  }
  return { diagnostics: checkWithSymbols(files, symbols, options), symbols };
}

/**
 * The phase loop over some files with a symbol table built from (possibly more) files: what
 * `check` does after binding, and what the incremental checker reruns for edited files only.
 */
export function checkWithSymbols(
  files: readonly CardFile[],
  symbols: SymbolTable,
  options: Pick<CheckOptions, "prior" | "phases"> = {},
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const phase of options.phases ?? defaultPhases) {
    try {
      runPhase(files, phase.registry, symbols, out);
    } catch (error) {
      out.push(internalError(files[0]?.span, `phase ${phase.name}`, error));
    }
  }
  const kept = withoutRepeats(out, options.prior ?? []);
  try {
    kept.sort(byPosition);
  } catch {
    // A diagnostic without a span (malformed AST) cannot be placed; keep the report order.
  }
  return kept;
}

/** Drop what the parser already said at the same place (catalogue entries with `sameAs`). */
function withoutRepeats(found: Diagnostic[], prior: readonly Diagnostic[]): Diagnostic[] {
  if (prior.length === 0) return found;
  const said = new Set(prior.map((d) => `${d.code}@${d.span.file}:${d.span.start.offset}`));
  return found.filter((d) => {
    const sameAs = catalogueByCode.get(d.code)?.sameAs;
    return sameAs === undefined || !said.has(`${sameAs}@${d.span?.file}:${d.span?.start.offset}`);
  });
}
