// The scenario runner's entry: run .ruling files (parse, resolve, build the board, run, check).
// Never throws on a bad file: problems are PM5xxx diagnostics; failing rulings are results.
import { readFileSync } from "node:fs";
import { makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { parseScenario, scenarioDiagnostics as D, type Ruling } from "../grammar/scenario/index.ts";
import type { CardDb } from "../runtime/index.ts";
import { baseCards, buildDb, type BaseName } from "./cards.ts";
import { resolveRuling } from "./resolve.ts";
import { runRuling, type RulingResult } from "./run.ts";

export type { RulingResult, Failure } from "./run.ts";
export { compiledAvailable, type BaseName } from "./cards.ts";

export interface FileResult {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
  results: RulingResult[];
}

export interface RunOptions {
  /** Which card database the rulings run against (docs/rulings.md "Cards"). */
  cards?: BaseName;
}

let dbCounter = 0;

/** Check and run the rulings of one file's text. Rulings with diagnostics are not run. */
export async function runScenarioText(file: string, text: string, options: RunOptions = {}): Promise<FileResult> {
  const { ast, diagnostics } = parseScenario(file, text);
  const results: RulingResult[] = [];
  const base = await baseCards(options.cards ?? "samples");
  if (!base) {
    const at = ast.rulings[0]?.span ?? { file, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
    diagnostics.push(makeDiagnostic(D.noCompiledCards, at));
    return { file, text, diagnostics, results };
  }
  // PM5203: a number declared twice in one scope (a ruling's card may shadow a file's card).
  for (const scope of [ast.cards, ...ast.rulings.map((r) => r.cards)]) {
    const seen = new Set<string>();
    for (const d of scope) {
      if (seen.has(d.number)) diagnostics.push(makeDiagnostic(D.duplicateCard, d.span, { text: d.number }));
      seen.add(d.number);
    }
  }
  const ranges = new Map<Ruling, [number, number]>();
  ast.rulings.forEach((ruling, i) => {
    // A ruling runs unless an error lies between its header and the next ruling's, or before the
    // first ruling (the file's shared cards).
    const end = ast.rulings[i + 1]?.span.start.offset ?? Infinity;
    ranges.set(ruling, [ruling.span.start.offset, end]);
  });
  const fileStart = ast.rulings[0]?.span.start.offset ?? Infinity;
  for (const ruling of ast.rulings) {
    const decls = [...ast.cards, ...ruling.cards];
    const db: CardDb = buildDb(`ruling-${++dbCounter}`, base, decls);
    const scopes = [new Set(ruling.cards.map((d) => d.number)), new Set(ast.cards.map((d) => d.number))];
    const resolved = resolveRuling(ruling, db, scopes);
    diagnostics.push(...resolved.diagnostics);
    if (broken(ranges.get(ruling)!, diagnostics) || broken([0, fileStart], diagnostics)) continue;
    results.push(runRuling(ruling, db, resolved.defOf, text));
  }
  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);
  return { file, text, diagnostics, results };
}

function broken([from, to]: [number, number], diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error" && d.span.start.offset >= from && d.span.start.offset < to);
}

export async function runScenarioFile(path: string, options: RunOptions = {}): Promise<FileResult> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const at = { file: path, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
    return { file: path, text: "", diagnostics: [makeDiagnostic(D.unexpected, at, { expected: "a readable file", found: String(e) })], results: [] };
  }
  return runScenarioText(path, text, options);
}

/** One ruling's result as text: status line, and on failure expected/actual and the log. */
export function formatResult(file: string, r: RulingResult, withLog = true): string {
  const cites = r.ruling.cites.map((c) => (c.kind === "rule" ? `rule ${c.id}` : c.kind === "card" ? `card ${c.id}` : c.id)).join(", ");
  const head = `${r.status.toUpperCase()} ${file}:${r.ruling.span.start.line} "${r.ruling.name}" (${cites})`;
  const out = [head];
  if (r.status === "pending") out.push(`  pending: ${r.ruling.pending}${r.fixed ? " — it now passes: remove the `pending` line" : ""}`);
  const f = r.failure;
  if (f) {
    out.push(`  at ${file}:${f.line}:${f.column}: ${f.source}`, `  expected: ${f.expected}`, `  actual:   ${f.actual}`);
    if (withLog) out.push("  game log up to the failure:", ...r.log.map((l) => `    ${l}`));
  }
  return out.join("\n");
}
