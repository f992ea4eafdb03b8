// `memoria test --json`: every file's diagnostics and every ruling's outcome as one JSON document,
// for CI dashboards and editors. Diagnostics keep the shape `memoria check --json` prints.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import type { FileResult } from "./index.ts";
import { citationText, type Failure, type PrintedText, type RulingResult } from "./result.ts";

export interface RulingsSummary {
  passed: number;
  failed: number;
  pending: number;
  /** Errors in ruling files (their rulings did not run). */
  errors: number;
  files: number;
}

export interface RulingJson {
  name: string;
  line: number;
  cites: string[];
  status: RulingResult["status"];
  /** Why it is pending (the `pending` line). */
  pending?: string;
  /** A pending ruling that now passes. */
  fixed?: true;
  failure?: Failure;
  /** The printed texts it cites. */
  printed?: PrintedText[];
  log: string[];
}

export interface RulingsJson {
  summary: RulingsSummary;
  files: { file: string; diagnostics: Diagnostic[]; rulings: RulingJson[] }[];
}

export function summarise(files: readonly FileResult[]): RulingsSummary {
  const all = files.flatMap((f) => f.results);
  const count = (s: RulingResult["status"]): number => all.filter((r) => r.status === s).length;
  return {
    passed: count("passed"),
    failed: count("failed"),
    pending: count("pending"),
    errors: files.flatMap((f) => f.diagnostics).filter((d) => d.severity === "error").length,
    files: files.length,
  };
}

export function rulingsJson(files: readonly FileResult[]): RulingsJson {
  return {
    summary: summarise(files),
    files: files.map((f) => ({
      file: f.file,
      diagnostics: f.diagnostics,
      rulings: f.results.map(rulingJson),
    })),
  };
}

function rulingJson(r: RulingResult): RulingJson {
  return {
    name: r.ruling.name,
    line: r.ruling.span.start.line,
    cites: r.ruling.cites.map(citationText),
    status: r.status,
    ...(r.ruling.pending !== undefined ? { pending: r.ruling.pending } : {}),
    ...(r.fixed ? { fixed: true as const } : {}),
    ...(r.failure ? { failure: r.failure } : {}),
    ...(r.printed ? { printed: r.printed } : {}),
    log: r.log,
  };
}
