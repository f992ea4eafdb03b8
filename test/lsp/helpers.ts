// The language server driven in-process, as vscode-languageserver-node tests itself: the server's
// connection on one pair of PassThrough streams, a protocol client on the other end; and one-line
// expectations in the manner of Langium's expectCompletion / expectHover: a document text with a
// `<|>` marker where the cursor is, and what the answer must hold.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "vitest";
import type {
  CompletionItem,
  Diagnostic,
  Hover,
  Location,
  ProtocolConnection,
} from "vscode-languageserver/node";
import { inProcessServer } from "../../lsp/in-process.ts";

export interface TestServer {
  client: ProtocolConnection;
  root: string;
  /** The last diagnostics published for each URI. */
  diagnostics: Map<string, Diagnostic[]>;
  /** Resolves with the next diagnostics published for `uri` that satisfy `accept`. */
  nextDiagnostics(uri: string, accept?: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  /** A URI in the test project for a document of the given kind (a fresh one each call). */
  uri(kind: "cards" | "ruling" | "deck", name?: string): string;
  open(uri: string, text: string): Promise<void>;
  change(uri: string, text: string, version: number): Promise<void>;
  close(uri: string): Promise<void>;
  /** Close every document still open (after each test: their cards would meet the next test's). */
  closeAll(): Promise<void>;
  stop(): Promise<void>;
}

/** Two cards in a set on disk (the project's cardtext/): what names in opened files resolve to. */
export const DISK_CARDS = `title 『テスト』

character 01-001 「平沢 唯」 red cost 1 source 1 ap 10 dp 10 【音楽】 {
  printed "このカードが登場した場合、カードを1枚引く。"
  if this enters: draw 1
}

character 01-002 「秋山 澪」 blue cost 2 source 1 ap 20 dp 20 【音楽】【制服】
`;

let documentCount = 0;

/** Start a server over in-process streams, initialised on a temporary project root. */
export async function startTestServer(
  files: Record<string, string> = { "cardtext/set.cards": DISK_CARDS },
): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), "memoria-lsp-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { client, server } = inProcessServer();
  const diagnostics = new Map<string, Diagnostic[]>();
  const waiting: {
    uri: string;
    accept: (d: Diagnostic[]) => boolean;
    resolve: (d: Diagnostic[]) => void;
  }[] = [];
  client.onNotification(
    "textDocument/publishDiagnostics",
    (p: { uri: string; diagnostics: Diagnostic[] }) => {
      diagnostics.set(p.uri, p.diagnostics);
      for (const w of [...waiting])
        if (w.uri === p.uri && w.accept(p.diagnostics)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(p.diagnostics);
        }
    },
  );
  client.listen();
  const opened = new Set<string>();
  await client.sendRequest("initialize", {
    processId: null,
    rootUri: pathToFileURL(root).href,
    capabilities: {},
  });
  await client.sendNotification("initialized", {});
  // Any request waits for the card folders to be indexed: after it, diagnostics are checked ones.
  await client.sendRequest("textDocument/hover", {
    textDocument: { uri: "file:///none.cards" },
    position: { line: 0, character: 0 },
  });
  const close = (uri: string): Promise<void> => {
    opened.delete(uri);
    return client.sendNotification("textDocument/didClose", { textDocument: { uri } });
  };
  return {
    client,
    root,
    diagnostics,
    nextDiagnostics: (uri, accept = () => true) =>
      new Promise((resolve) => waiting.push({ uri, accept, resolve })),
    uri: (kind, name) =>
      pathToFileURL(join(root, `${name ?? `doc-${++documentCount}`}.${kind}`)).href,
    open: (uri, text) => {
      opened.add(uri);
      return client.sendNotification("textDocument/didOpen", {
        textDocument: { uri, languageId: uri.split(".").pop(), version: 1, text },
      });
    },
    change: (uri, text, version) =>
      client.sendNotification("textDocument/didChange", {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      }),
    close,
    async closeAll() {
      for (const uri of [...opened]) await close(uri);
    },
    async stop() {
      await client.sendRequest("shutdown");
      await client.sendNotification("exit");
      client.dispose();
      server.dispose();
    },
  };
}

/** The text without its `<|>` marker, and the marker's position. */
export function cursor(marked: string): {
  text: string;
  position: { line: number; character: number };
} {
  const at = marked.indexOf("<|>");
  if (at < 0) throw new Error("the text has no <|> marker");
  const before = marked.slice(0, at).split("\n");
  return {
    text: marked.slice(0, at) + marked.slice(at + 3),
    position: { line: before.length - 1, character: before.at(-1)!.length },
  };
}

/**
 * Open the marked text as a new document, send one request at the marker, close the document (so
 * that its cards do not stay in the workspace for the next test) and return the answer.
 */
async function requestAt<R>(
  server: TestServer,
  kind: "cards" | "ruling" | "deck",
  marked: string,
  method: string,
): Promise<R> {
  const { text, position } = cursor(marked);
  const uri = server.uri(kind);
  const published = server.nextDiagnostics(uri);
  await server.open(uri, text);
  await published;
  try {
    return await server.client.sendRequest<R>(method, { textDocument: { uri }, position });
  } finally {
    await server.close(uri);
  }
}

export async function hoverAt(
  server: TestServer,
  kind: "cards" | "ruling" | "deck",
  marked: string,
): Promise<Hover | null> {
  return requestAt(server, kind, marked, "textDocument/hover");
}

/** The hover at the marker matches `expected`. */
export async function expectHover(
  server: TestServer,
  kind: "cards" | "ruling" | "deck",
  marked: string,
  expected: RegExp,
): Promise<void> {
  const hover = await hoverAt(server, kind, marked);
  const value =
    hover && typeof hover.contents === "object" && "value" in hover.contents
      ? hover.contents.value
      : "";
  expect(value).toMatch(expected);
}

/** Completion at the marker offers every label of `expected` (and, if given, none of `absent`). */
export async function expectCompletion(
  server: TestServer,
  marked: string,
  expected: string[],
  absent: string[] = [],
): Promise<CompletionItem[]> {
  const items = await completionAt(server, "cards", marked);
  const labels = items.map((i) => i.label);
  expect(labels).toEqual(expect.arrayContaining(expected));
  for (const a of absent) expect(labels).not.toContain(a);
  return items;
}

/** Go to definition at the marker: the locations' URIs (relative to the root) and start lines. */
export async function definitionAt(
  server: TestServer,
  marked: string,
  kind: "cards" | "ruling" | "deck" = "cards",
): Promise<string[]> {
  const found = await requestAt<Location[]>(server, kind, marked, "textDocument/definition");
  return found.map((l) => relativeLocation(server, l));
}

/** A location as `path:line` relative to the test project's root (1-based line). */
export function relativeLocation(server: TestServer, l: Location): string {
  return `${l.uri.slice(pathToFileURL(server.root).href.length + 1)}:${l.range.start.line + 1}`;
}

/** Completion at the marker in a document of the given kind: the items as the server sent them. */
export async function completionAt(
  server: TestServer,
  kind: "cards" | "ruling" | "deck",
  marked: string,
): Promise<CompletionItem[]> {
  return requestAt<CompletionItem[]>(server, kind, marked, "textDocument/completion");
}

/** Apply text edits (non-overlapping) to a text. */
export function applyEdits(
  text: string,
  edits: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    newText: string;
  }[],
): string {
  const lines = text.split("\n");
  const offset = (p: { line: number; character: number }): number =>
    lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return [...edits]
    .sort((a, b) => offset(b.range.start) - offset(a.range.start))
    .reduce(
      (t, e) => t.slice(0, offset(e.range.start)) + e.newText + t.slice(offset(e.range.end)),
      text,
    );
}
