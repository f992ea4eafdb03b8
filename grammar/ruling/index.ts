// Public entry of the ruling language (.ruling files): parse, the AST and the PM5xxx catalogue.
export { parseRuling, type RulingParseResult } from "./parse.ts";
export { rulingDiagnostics, type RulingDiagnosticKey } from "./diagnostics.ts";
export { ruleNumbers, rulingIds } from "./citations.ts";
export type * from "./ast.ts";
