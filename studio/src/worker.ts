// The language worker: the language server's services (services/) and the renderers, run off the
// page's thread so that typing never waits on a parse or a check. At start
// it fetches the project's card files from the studio server (/api/cardtext) into the services'
// workspace, so that names defined in other files resolve; until they are in, an edit gets its
// syntax diagnostics only (a check without the other files would report their names unknown).
import { LanguageServices } from "../../services/services.ts";
import { SEMANTIC_LEGEND } from "../../services/semantic-tokens.ts";
import { toLspDiagnostic } from "../../services/diagnostics.ts";
import { openFileDiagnostics } from "./open-check.ts";
import { cardFaces } from "./faces.ts";
import type {
  Analysis,
  CardtextFile,
  Answers,
  Fix,
  Highlight,
  Reply,
  Request,
  WorkspaceLoaded,
} from "./protocol.ts";

// No docs link: the studio makes no request to another host (a code is explained on hover).
const services = new LanguageServices();
let loaded = false;

interface Scope {
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent<{ id: number; request: Request }>) => void) | null;
}
const scope = self as unknown as Scope;

/** The services' semantic tokens (the LSP's relative encoding) as absolute, named spans. */
function highlights(data: number[]): Highlight[] {
  const out: Highlight[] = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i + 4 < data.length; i += 5) {
    const [dLine, dChar, length, type] = data.slice(i, i + 4) as [number, number, number, number];
    line += dLine;
    character = dLine === 0 ? character + dChar : dChar;
    out.push({ line, character, length, type: SEMANTIC_LEGEND.tokenTypes[type] ?? "keyword" });
  }
  return out;
}

function analyse(uri: string, text: string, version: number): Analysis {
  const start = performance.now();
  services.setText(uri, text);
  const doc = services.workspace.get(uri)?.doc;
  const diagnostics = !loaded
    ? services.syntaxDiagnostics(uri)
    : doc && uri.endsWith(".cards")
      ? openFileDiagnostics(services.workspace, uri).map((d) => toLspDiagnostic(d, doc))
      : services.diagnostics(uri);
  const fixes: Fix[] = [];
  for (const action of services.codeActions(uri, diagnostics)) {
    const index = diagnostics.indexOf(action.diagnostics[0]!);
    const edits = action.edit.changes[uri];
    if (index >= 0 && edits) fixes.push({ diagnostic: index, title: action.title, edits });
  }
  const tokens = highlights(services.semanticTokens(uri));
  return {
    uri,
    version,
    depth: loaded ? "full" : "syntax",
    diagnostics,
    fixes,
    tokens,
    ms: performance.now() - start,
  };
}

function answer(request: Request): Answers[Request["kind"]] {
  switch (request.kind) {
    case "analyse":
      return analyse(request.uri, request.text, request.version);
    case "hover":
      services.setText(request.uri, request.text);
      return services.hover(request.uri, request.position) ?? null;
    case "complete":
      services.setText(request.uri, request.text);
      return services.completion(request.uri, request.position).items;
    case "faces": {
      const file = services.workspace.cardDocument(request.uri);
      return file ? cardFaces(file.ast) : [];
    }
    case "translate":
    case "warm":
      throw new Error("translation is the translate worker's (translate-worker.ts)");
    case "text":
      return services.workspace.get(request.uri)?.doc.text ?? null;
  }
}

scope.onmessage = (e) => {
  const { id, request } = e.data;
  let reply: Reply;
  try {
    reply = { id, ok: true, value: answer(request) };
  } catch (err) {
    // The services never throw on bad input; this is a bug, reported to the page, not a dead worker.
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};

async function loadWorkspace(): Promise<void> {
  const start = performance.now();
  const event: WorkspaceLoaded = { event: "workspace", files: [], ms: 0 };
  try {
    const response = await fetch("/api/cardtext");
    if (!response.ok) throw new Error(`/api/cardtext: HTTP ${response.status}`);
    const body = (await response.json()) as { files: CardtextFile[] };
    for (const f of body.files)
      if (f.ast)
        services.workspace.setParsed(f.path, f.text, { ast: f.ast, diagnostics: f.diagnostics });
      else services.setText(f.path, f.text);
    event.files = body.files.map((f) => f.path);
  } catch (err) {
    // Served without the API (a static host): the open documents are the whole workspace.
    event.error = err instanceof Error ? err.message : String(err);
  }
  loaded = true;
  event.ms = performance.now() - start;
  scope.postMessage(event);
}

void loadWorkspace();
