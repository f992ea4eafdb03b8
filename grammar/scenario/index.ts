// Public entry of the scenario language (.ruling files): parse, the AST and the PM5xxx catalogue.
export { parseScenario, type ScenarioParseResult } from "./parse.ts";
export { scenarioDiagnostics, type ScenarioDiagnosticKey } from "./diagnostics.ts";
export { ruleNumbers, rulingIds } from "./citations.ts";
export type * from "./ast.ts";
