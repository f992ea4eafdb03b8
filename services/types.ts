// The shapes the language services return. They are the Language Server Protocol's own shapes
// (0-based line, UTF-16 character), declared here so that services/ depends on no LSP package and
// runs unchanged in a browser worker (issue 18); lsp/server.ts passes them through as they are.

export interface LspPosition {
  line: number;
  character: number;
}

export interface LspRange {
  start: LspPosition;
  end: LspPosition;
}

export interface TextEdit {
  range: LspRange;
  newText: string;
}

export interface Location {
  uri: string;
  range: LspRange;
}

/** LSP DiagnosticSeverity: 1 error, 2 warning, 3 information, 4 hint. */
export type LspSeverity = 1 | 2 | 3 | 4;

export interface LspDiagnostic {
  range: LspRange;
  severity: LspSeverity;
  code: string;
  codeDescription?: { href: string };
  source: "memoria";
  message: string;
  relatedInformation?: { location: Location; message: string }[];
  /** What the code actions read back: the usual fix and the did-you-mean replacement, if any. */
  data?: { fix: string; replacement?: { range: LspRange; newText: string } };
}

export interface Hover {
  contents: { kind: "markdown"; value: string };
  range?: LspRange;
}

/** LSP CompletionItemKind values used here. */
export const CompletionKind = {
  Keyword: 14,
  Value: 12,
  Class: 7,
  EnumMember: 20,
  Constant: 21,
  Module: 9,
} as const;

/** The LSP's CompletionItemKind numbers (1 Text … 25 TypeParameter). */
export type CompletionKindNumber = (typeof CompletionKind)[keyof typeof CompletionKind];

export interface CompletionItem {
  label: string;
  kind: CompletionKindNumber;
  detail?: string;
  /** Set when the label is not what is inserted (a card name is inserted with its brackets). */
  insertText?: string;
}

export interface CodeAction {
  title: string;
  kind: "quickfix";
  diagnostics: LspDiagnostic[];
  isPreferred?: boolean;
  edit: { changes: Record<string, TextEdit[]> };
}

/** LSP SymbolKind values used here. */
export const SymbolKind = { Namespace: 3, Class: 5, Method: 6, Event: 24, Field: 8 } as const;

export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind: (typeof SymbolKind)[keyof typeof SymbolKind];
  range: LspRange;
  selectionRange: LspRange;
  children?: DocumentSymbol[];
}

export interface CodeLens {
  range: LspRange;
  command: { title: string; command: string; arguments: unknown[] };
}
