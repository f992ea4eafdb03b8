// The public entry of grammar/: parse, format, compare, and the diagnostics they report.
export { parse, type ParseResult } from "./parse.ts";
export { format } from "./format.ts";
export { astEqual, stripSpans } from "./equal.ts";
export {
  inputDiagnostics,
  syntaxDiagnostics,
  makeDiagnostic,
  fillTemplate,
  type Diagnostic,
  type DiagnosticDef,
  type Severity,
} from "./diagnostics.ts";
export { suggestKeyword } from "./suggest.ts";
export type * from "./ast.ts";
