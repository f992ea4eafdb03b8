// The language services (issue 17): diagnostics, quick fixes, hover, completion, navigation,
// symbols, formatting and semantic tokens for `.cards`, `.ruling` and `.deck` documents, as plain
// functions over texts — no fs, no process — so lsp/ serves them over the protocol and a browser
// worker can call them directly.
export { LanguageServices, type ServiceOptions } from "./services.ts";
export { Workspace } from "./workspace.ts";
export { kindOf, type DocKind } from "./documents.ts";
export { SEMANTIC_LEGEND } from "./semantic-tokens.ts";
export { RUN_RULING_COMMAND, type RulingRunner } from "./ruling.ts";
export type * from "./types.ts";
