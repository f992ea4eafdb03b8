// The ruling runner's entry: run .ruling files (parse, resolve, build the board, run, check).
// Never throws on a bad file: problems are PM5xxx diagnostics; failing rulings are results.
import { readFileSync } from "node:fs";
import { makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { parseRuling, rulingDiagnostics as D, type Ruling } from "../grammar/ruling/index.ts";
import type { CardDb, CardDef, GameState } from "../runtime/index.ts";
import type { Span } from "../grammar/ruling/index.ts";
import { didYouMean } from "../grammar/ruling/suggest.ts";
import { oversize } from "../workspace/source.ts";
import {
  baseCards,
  compiledAvailable,
  compiledSetCards,
  compiledSetNames,
  type BaseName,
} from "./cards.ts";
import { compileTexts } from "./card-texts.ts";
import { fileDatabases } from "./databases.ts";
import { resolveRuling } from "./resolve.ts";
import { runRuling } from "./run.ts";
import type { PrintedText, RulingResult } from "./result.ts";

export type { RulingResult, Failure } from "./result.ts";
export type { TraceEntry, TraceOutcome } from "./trace.ts";
export { formatResult } from "./result.ts";
export type { BaseName } from "./cards.ts";

export interface FileResult {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
  results: RulingResult[];
}

export interface RunOptions {
  /** Which card database the rulings run against (docs/rulings.md "Cards"). */
  cards?: BaseName;
  /**
   * Called with every state a ruling's run goes through (the board, then after each step): how
   * `simulate --write-rulings` sees an invariant violation, which no expectation names.
   */
  onState?: (state: GameState) => void;
  /**
   * Trace each ruling (RulingResult.trace, ruling-runner/trace.ts): every line's log and outcome,
   * the board after each step; the run goes on past an expectation not met. The studio's pane.
   */
  trace?: boolean;
}

/** Check and run the rulings of one file's text. Rulings with diagnostics are not run. */
export async function runRulingText(
  file: string,
  text: string,
  options: RunOptions = {},
): Promise<FileResult> {
  const { ast, diagnostics } = parseRuling(file, text);
  const results: RulingResult[] = [];
  // The file's `cards …` line wins over the command line's --cards (default: samples).
  const choice = ast.database;
  const at = choice?.span ??
    ast.rulings[0]?.span ?? {
      file,
      start: { offset: 0, line: 1, column: 1 },
      end: { offset: 0, line: 1, column: 1 },
    };
  const chosen = await baseOf(choice?.base ?? options.cards ?? "samples", choice?.sets ?? [], at);
  const base = chosen.cards;
  if (!base) {
    diagnostics.push(...chosen.diagnostics);
    return { file, text, diagnostics, results };
  }
  // PM5203: a number declared twice in one scope (a ruling's card may shadow a file's card).
  for (const scope of [ast.cards, ...ast.rulings.map((r) => r.cards)]) {
    const seen = new Set<string>();
    for (const d of scope) {
      if (seen.has(d.number))
        diagnostics.push(makeDiagnostic(D.duplicateCard, d.span, { text: d.number }));
      seen.add(d.number);
    }
  }
  const ownCards = [...ast.cards, ...ast.rulings.flatMap((r) => r.cards)];
  const texts = compileTexts(file, text, ownCards, base);
  diagnostics.push(...texts.diagnostics);
  const ranges = new Map<Ruling, [number, number]>();
  ast.rulings.forEach((ruling, i) => {
    // A ruling runs unless an error lies between its header and the next ruling's, or before the
    // first ruling (the file's shared cards).
    const end = ast.rulings[i + 1]?.span.start.offset ?? Infinity;
    ranges.set(ruling, [ruling.span.start.offset, end]);
  });
  const fileStart = ast.rulings[0]?.span.start.offset ?? Infinity;
  // Shared between rulings and files where the cards are the same (databases.ts).
  const dbOf = fileDatabases(base, ast.cards, texts.compiled);
  for (const ruling of ast.rulings) {
    const db = dbOf(ruling);
    const scopes = [
      new Set(ruling.cards.map((d) => d.number)),
      new Set(ast.cards.map((d) => d.number)),
    ];
    const elsewhere = new Map<string, string>();
    for (const other of ast.rulings)
      if (other !== ruling) for (const d of other.cards) elsewhere.set(d.name, other.name);
    const resolved = resolveRuling(ruling, db, scopes, elsewhere);
    diagnostics.push(...resolved.diagnostics);
    const printed = printedTexts(ruling, db, diagnostics);
    if (broken(ranges.get(ruling)!, diagnostics) || broken([0, fileStart], diagnostics)) continue;
    const result = runRuling(ruling, db, resolved.defOf, text, options.onState, options.trace);
    results.push(printed.length > 0 ? { ...result, printed } : result);
  }
  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);
  return { file, text, diagnostics, results };
}

/** The printed texts a ruling cites (`printed 01-046`), from its card database; PM5201 if none. */
function printedTexts(ruling: Ruling, db: CardDb, diagnostics: Diagnostic[]): PrintedText[] {
  const out: PrintedText[] = [];
  for (const c of ruling.cites) {
    if (c.kind !== "printed") continue;
    const defs = [...db.byId.values()].filter((d) => d.number === c.id);
    if (defs.length === 0)
      diagnostics.push(makeDiagnostic(D.unknownCard, c.span, { text: c.id, suggestion: "" }));
    for (const d of defs)
      out.push({
        number: d.number,
        name: d.name,
        text: d.text ?? "(no printed text in the card database)",
      });
  }
  return out;
}

function broken([from, to]: [number, number], diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some(
    (d) => d.severity === "error" && d.span.start.offset >= from && d.span.start.offset < to,
  );
}

export async function runRulingFile(path: string, options: RunOptions = {}): Promise<FileResult> {
  // Over the one input limit (PM1003): refused before it is read, as card and deck files are.
  const over = oversize(path);
  if (over) return { file: path, text: "", diagnostics: [over], results: [] };
  let text: string;
  try {
    // A byte-order mark is dropped, as the card and deck readers drop it (workspace/source.ts).
    text = readFileSync(path, "utf8").replace(/^\uFEFF/, "");
  } catch (e) {
    const at = {
      file: path,
      start: { offset: 0, line: 1, column: 1 },
      end: { offset: 0, line: 1, column: 1 },
    };
    return {
      file: path,
      text: "",
      diagnostics: [
        makeDiagnostic(D.unexpected, at, { expected: "a readable file", found: String(e) }),
      ],
      results: [],
    };
  }
  return runRulingText(path, text, options);
}

/**
 * The cards a file's rulings run against: the base named (`cards …`, else --cards); of the compiled
 * cards, only the named sets when the file names some — loading those sets' modules alone
 * (cards.ts `compiledSetCards`). PM5205 when the compiled cards are not there (or do not load),
 * PM5206 for each unknown set.
 */
async function baseOf(
  name: BaseName,
  sets: readonly string[],
  at: Span,
): Promise<{ cards?: readonly CardDef[]; diagnostics: Diagnostic[] }> {
  const noCards = { diagnostics: [makeDiagnostic(D.noCompiledCards, at)] };
  if (name !== "compiled" || sets.length === 0) {
    const cards = await baseCards(name);
    return cards ? { cards, diagnostics: [] } : noCards;
  }
  if (!compiledAvailable()) return noCards;
  const known = new Set(compiledSetNames());
  const unknown = sets.filter((s) => !known.has(s));
  if (unknown.length > 0)
    return {
      diagnostics: unknown.map((set) =>
        makeDiagnostic(D.unknownSet, at, { set, suggestion: didYouMean(set, known) }),
      ),
    };
  const cards = await compiledSetCards(sets);
  return cards ? { cards, diagnostics: [] } : noCards;
}
