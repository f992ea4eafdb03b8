// The requests the server answers, each mapped one to one to the language services once the
// workspace is indexed (lsp/server.ts owns the documents and the publishing).
import type { Connection } from "vscode-languageserver/node";
import {
  RUN_RULING_COMMAND,
  type LanguageServices,
  type LspDiagnostic,
} from "../services/index.ts";

export interface ServerState {
  services: () => LanguageServices;
  /** Resolves once the card folders are indexed. */
  ready: () => Promise<void>;
  publish: (uri: string, diagnostics: LspDiagnostic[]) => void;
}

export function serveRequests(connection: Connection, state: ServerState): void {
  const at =
    <P extends { textDocument: { uri: string } }, R>(f: (p: P) => R) =>
    async (p: P): Promise<R> => {
      await state.ready();
      return f(p);
    };

  connection.onHover(at((p) => state.services().hover(p.textDocument.uri, p.position) ?? null));
  connection.onCompletion(
    at((p) => {
      const { items, replace } = state.services().completion(p.textDocument.uri, p.position);
      return items.map((i) =>
        replace ? { ...i, textEdit: { range: replace, newText: i.insertText ?? i.label } } : i,
      );
    }),
  );
  connection.onDefinition(at((p) => state.services().definition(p.textDocument.uri, p.position)));
  connection.onReferences(
    at((p) =>
      state.services().references(p.textDocument.uri, p.position, p.context.includeDeclaration),
    ),
  );
  connection.onDocumentSymbol(at((p) => state.services().symbols(p.textDocument.uri)));
  connection.onDocumentFormatting(at((p) => state.services().format(p.textDocument.uri)));
  connection.onCodeAction(
    at((p) =>
      state.services().codeActions(p.textDocument.uri, p.context.diagnostics as LspDiagnostic[]),
    ),
  );
  connection.onCodeLens(at((p) => state.services().codeLenses(p.textDocument.uri)));
  connection.languages.semanticTokens.on(
    at((p) => ({ data: state.services().semanticTokens(p.textDocument.uri) })),
  );

  connection.onExecuteCommand(async (p) => {
    await state.ready();
    if (p.command !== RUN_RULING_COMMAND) return null;
    const [uri, line] = (p.arguments ?? []) as [string, number | undefined];
    const result = await state.services().runRuling(uri, line);
    if (!result) return null;
    state.publish(uri, state.services().diagnostics(uri));
    const count = (s: string) =>
      result.results.filter(
        (r) => r.status === s && (line === undefined || r.ruling.span.start.line === line),
      ).length;
    return {
      passed: count("passed"),
      failed: count("failed"),
      pending: count("pending"),
      errors: result.diagnostics.filter((d) => d.severity === "error").length,
    };
  });
}
