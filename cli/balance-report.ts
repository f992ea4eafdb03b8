// `memoria simulate --report-json FILE --report-html FILE` (docs/balance.md): which files to write,
// and writing them from the report tallies' totals at the end of the run.
import { existsSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { ParsedArgs } from "./args.ts";
import { UsageError } from "./command.ts";
import type { CardDb } from "../runtime/index.ts";
import { reportHtml } from "../simulation/report/html.ts";
import {
  buildReport,
  reportJson,
  type ReportTotals,
  type RunInfo,
} from "../simulation/report/report.ts";

export interface ReportOutputs {
  json?: string;
  html?: string;
}

/** The report files asked for, or undefined when none is. */
export function reportOutputs(args: ParsedArgs): ReportOutputs | undefined {
  const json = args.values.get("report-json")?.at(-1);
  const html = args.values.get("report-html")?.at(-1);
  if (json === undefined && html === undefined) return undefined;
  if (json !== undefined && json === html)
    throw new UsageError("--report-json and --report-html name the same file");
  // checked before the run, not after hours of games
  for (const f of [json, html])
    if (f !== undefined && !existsSync(dirname(f)))
      throw new UsageError(`cannot write ${f}: no folder ${dirname(f)}`);
  return { ...(json !== undefined ? { json } : {}), ...(html !== undefined ? { html } : {}) };
}

/** Write the report files; says on stderr what it wrote (stdout keeps the run's summary). */
export function writeReport(
  out: ReportOutputs,
  db: CardDb,
  info: RunInfo,
  totals: ReportTotals,
): void {
  const report = buildReport(db, info, totals);
  const write = (file: string, text: string): void => {
    try {
      writeFileSync(file, text);
    } catch (e) {
      throw new UsageError(`cannot write ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    console.error(`wrote ${file}`);
  };
  if (out.json !== undefined) write(out.json, reportJson(report));
  if (out.html !== undefined) write(out.html, reportHtml(report));
}
