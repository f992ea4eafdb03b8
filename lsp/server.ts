// The protocol adapter (issue 17): a vscode-languageserver connection over the language services.
// Documents are synchronised incrementally (TextDocuments), every edit of a card file re-checks
// the workspace (only the edited file when no card header changed, compiler/cache) and publishes
// the diagnostics of every file whose diagnostics changed; requests map one to one to services/.
// `memoria lsp` (cli/commands/lsp.ts) runs it on stdio; tests run it over in-process streams.
import type { Connection, InitializeParams, InitializeResult } from "vscode-languageserver/node";
import { join } from "node:path";
import {
  LanguageServices,
  RUN_RULING_COMMAND,
  SEMANTIC_LEGEND,
  kindOf,
  type LspDiagnostic,
} from "../services/index.ts";
import { protocol, TextDocument } from "./protocol-lib.ts";
import { DISK_KINDS, diskOptions, pathOf, readDiskText, readFolders } from "./disk.ts";
import { serveRequests } from "./requests.ts";

export interface InitOptions {
  /** Folders whose `.cards` files are indexed (default: the root's cardtext/). */
  cardFolders?: string[];
  /** Folders whose `.deck` files are read for references (default: the root's decks/). */
  deckFolders?: string[];
}

/** The capabilities the server announces (docs/editor.md lists them). */
export function capabilities(): InitializeResult["capabilities"] {
  return {
    textDocumentSync: { openClose: true, change: protocol.TextDocumentSyncKind.Incremental },
    hoverProvider: true,
    completionProvider: { triggerCharacters: ["「", "【", "『", " ", "["] },
    definitionProvider: true,
    referencesProvider: true,
    documentSymbolProvider: true,
    documentFormattingProvider: true,
    codeActionProvider: { codeActionKinds: ["quickfix"] },
    codeLensProvider: { resolveProvider: false },
    executeCommandProvider: { commands: [RUN_RULING_COMMAND] },
    semanticTokensProvider: { legend: SEMANTIC_LEGEND, full: true },
  };
}

function rootOf(params: InitializeParams): string | undefined {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
  return (uri && pathOf(uri)) ?? params.rootPath ?? undefined;
}

/** Serve the language services on a connection (stdio by default). */
export function startServer(connection: Connection = protocol.createConnection()): Connection {
  const documents = new protocol.TextDocuments(TextDocument);
  let services = new LanguageServices();
  /** What was last published per URI (JSON), so unchanged diagnostics are not sent again. */
  const published = new Map<string, string>();
  let ready: Promise<void> = Promise.resolve();
  /** Whether the card folders are read (until then an opened file gets its syntax diagnostics). */
  let indexed = true;

  const publish = (uri: string, diagnostics: LspDiagnostic[], always = false): void => {
    const json = JSON.stringify(diagnostics);
    if (!always && published.get(uri) === json) return;
    published.set(uri, json);
    void connection.sendDiagnostics({ uri, diagnostics });
  };

  /**
   * After an edit of `uri`: its own diagnostics (always: the client waits for them), every other
   * card file whose diagnostics changed (a renamed card breaks the files that name it), and the
   * open decks (they name cards).
   */
  const publishAfter = (uri: string): void => {
    const kind = kindOf(uri);
    if (kind !== "cards") {
      if (kind) publish(uri, services.diagnostics(uri), true);
      return;
    }
    publish(uri, services.diagnostics(uri), true);
    // Decks name cards, and a card's texts decide whether it is playable (a `todo`).
    for (const d of documents.all())
      if (kindOf(d.uri) === "deck") publish(d.uri, services.diagnostics(d.uri));
    // An edit that left every card header as it was re-checked only this file (compiler/cache).
    if (!services.othersMayHaveChanged) return;
    for (const [other, list] of services.cardDiagnostics())
      if (other !== uri && (list.length > 0 || published.has(other))) publish(other, list);
  };

  connection.onInitialize((params) => {
    const root = rootOf(params);
    services = new LanguageServices(diskOptions(root));
    const init = (params.initializationOptions ?? {}) as InitOptions;
    indexed = false;
    const folders = init.cardFolders ?? (root ? [join(root, "cardtext")] : []);
    const deckFolders = init.deckFolders ?? (root ? [join(root, "decks")] : []);
    // The card folders are read after the reply, one file per turn of the event loop, so that a
    // document opened meanwhile gets its syntax diagnostics at once; every request waits for them
    // (a name defined in a file that is not open must resolve).
    ready = (async () => {
      const files = [...readFolders(folders, [".cards"]), ...readFolders(deckFolders, [".deck"])];
      for (const { uri, text } of files) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!documents.get(uri)) services.setText(uri, text);
      }
      indexed = true;
    })();
    return { capabilities: capabilities(), serverInfo: { name: "memoria" } };
  });

  documents.onDidChangeContent(async (e) => {
    if (!indexed) {
      services.setText(e.document.uri, e.document.getText());
      publish(e.document.uri, services.syntaxDiagnostics(e.document.uri), true);
    }
    await ready;
    services.setText(e.document.uri, e.document.getText());
    publishAfter(e.document.uri);
  });

  documents.onDidClose(async (e) => {
    await ready;
    const uri = e.document.uri;
    const disk = DISK_KINDS.has(kindOf(uri) ?? "") ? readDiskText(uri) : undefined;
    // A card or deck file of the project stays in the index as saved; anything else leaves it.
    if (disk !== undefined) services.setText(uri, disk);
    else services.close(uri);
    publishAfter(uri);
    // A document that is not a file of the project: its squiggles go with it.
    if (disk === undefined) {
      published.delete(uri);
      void connection.sendDiagnostics({ uri, diagnostics: [] });
    }
  });

  // A card or deck file changed on disk (a checkout, another tool) and not open: the index follows
  // it. Clients send these when they watch `**/*.{cards,deck}` (the VS Code client's
  // synchronize.fileEvents).
  connection.onDidChangeWatchedFiles(async ({ changes }) => {
    await ready;
    for (const { uri } of changes) {
      if (!DISK_KINDS.has(kindOf(uri) ?? "") || documents.get(uri)) continue;
      const disk = readDiskText(uri);
      if (disk !== undefined) services.setText(uri, disk);
      else services.close(uri);
      publishAfter(uri);
    }
  });

  serveRequests(connection, {
    services: () => services,
    ready: () => ready,
    publish: (uri, list) => publish(uri, list),
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}
