// The studio's server: the built page (studio/dist/, `npm run studio:build`) as static files,
// /api/cardtext, the project's card files, which the page's language worker loads at start so that
// names defined in other files resolve, and /api/rulings, /api/ruling?file=… (rulings-api.ts: a
// ruling file run, with the board after each step), /api/play/decks and POST /api/play (play-api.ts:
// a game replayed from its seed and decisions). node:http only, on 127.0.0.1 by default; the page it
// serves may reach nothing but this server (the Content-Security-Policy says so to the browser).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { parse, type ParseResult } from "../../grammar/parse.ts";
import { cardLinks } from "./card-links.ts";
import { isRulingFile, rulingFiles, runForStudio } from "./rulings-api.ts";
import { answerPost } from "./post-routes.ts";
import { coverageAnswer } from "./coverage-api.ts";
import { playDecksAnswer } from "./play-api.ts";

/** Where `npm run studio:build` writes the page. */
export const DEFAULT_DIST = fileURLToPath(new URL("../../studio/dist", import.meta.url));

export const BUILD_HINT =
  "the studio is not built: run `npm run studio:build` (writes studio/dist/)";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

// CodeMirror adds its styles at run time (inline <style>): 'unsafe-inline' for styles only. The
// PNG export draws the face from a blob: URL.
const CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; font-src 'self'";

export interface StudioServerOptions {
  /** The project root: its cardtext/*.cards are served at /api/cardtext. */
  root: string;
  dist?: string;
  port?: number;
  host?: string;
}

export interface StudioServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export interface CardtextFile {
  /** Relative to the root, `/`-separated: `cardtext/ahb.cards` (the file's URI in the studio). */
  path: string;
  text: string;
  /** parse(text, path): the worker takes the tree instead of parsing every file again. */
  ast: ParseResult["ast"];
  diagnostics: ParseResult["diagnostics"];
}

/** Parsed files by absolute path, kept while their modification time and size stay the same. */
const parsedCache = new Map<string, { stamp: string; file: CardtextFile }>();

/** The project's card files, parsed (a file unchanged since the last call is not parsed again). */
export function cardtextFiles(root: string): CardtextFile[] {
  const dir = join(root, "cardtext");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".cards"))
    .sort()
    .map((f) => {
      const full = join(dir, f);
      const stat = statSync(full);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      const hit = parsedCache.get(full);
      if (hit?.stamp === stamp) return hit.file;
      const path = `cardtext/${f}`;
      const text = readFileSync(full, "utf8");
      const { ast, diagnostics } = parse(text, path);
      const file = { path, text, ast, diagnostics };
      parsedCache.set(full, { stamp, file });
      return file;
    });
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  encoding?: "gzip",
): void {
  res.writeHead(status, {
    "content-type": type,
    "content-length": Buffer.byteLength(body),
    ...(encoding ? { "content-encoding": encoding, vary: "accept-encoding" } : {}),
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  });
  res.end(body);
}

/** The file under `dist` that `pathname` names, or undefined (outside dist, missing, a folder). */
function staticFile(dist: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded === "/" ? "/index.html" : decoded).replace(/^[/\\]+/, "");
  const file = join(dist, relative);
  if (!file.startsWith(dist + sep) || relative.split(/[/\\]/).includes("..")) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function handle(
  options: Required<StudioServerOptions>,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const pathname = new URL(req.url ?? "/", "http://studio.invalid").pathname;
  // POST: an edited ruling run, an edited card file saved (post-routes.ts).
  if (req.method === "POST") {
    void answerPost(options.root, pathname, req).then((a) =>
      a
        ? send(res, a.status, TYPES[".json"]!, JSON.stringify(a.json))
        : send(res, 405, "text/plain; charset=utf-8", "only GET and HEAD here\n"),
    );
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    send(res, 405, "text/plain; charset=utf-8", "only GET and HEAD\n");
    return;
  }
  if (pathname === "/api/cardtext") {
    // About 2 MB of JSON (texts and trees) for the whole cardtext/: gzip when the client takes it.
    const json = JSON.stringify({ files: cardtextFiles(options.root) });
    if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")))
      send(res, 200, TYPES[".json"]!, gzipSync(json, { level: 1 }), "gzip");
    else send(res, 200, TYPES[".json"]!, json);
    return;
  }
  if (pathname === "/api/card-links") {
    send(res, 200, TYPES[".json"]!, JSON.stringify({ links: cardLinks() }));
    return;
  }
  if (pathname === "/api/play/decks") {
    send(res, 200, TYPES[".json"]!, JSON.stringify(playDecksAnswer(options.root)));
    return;
  }
  if (pathname === "/api/coverage") {
    send(res, 200, TYPES[".json"]!, JSON.stringify(coverageAnswer(options.root)));
    return;
  }
  if (pathname === "/api/rulings") {
    send(res, 200, TYPES[".json"]!, JSON.stringify({ files: rulingFiles(options.root) }));
    return;
  }
  if (pathname === "/api/ruling") {
    const file = new URL(req.url ?? "/", "http://studio.invalid").searchParams.get("file") ?? "";
    if (!isRulingFile(options.root, file)) {
      send(res, 404, "text/plain; charset=utf-8", `no ruling file ${JSON.stringify(file)}\n`);
      return;
    }
    runForStudio(options.root, file).then(
      (run) => send(res, 200, TYPES[".json"]!, JSON.stringify(run)),
      (err: unknown) =>
        send(
          res,
          500,
          "text/plain; charset=utf-8",
          `${err instanceof Error ? err.message : err}\n`,
        ),
    );
    return;
  }
  if (!existsSync(join(options.dist, "index.html"))) {
    send(res, 503, "text/plain; charset=utf-8", `${BUILD_HINT}\n`);
    return;
  }
  const file = staticFile(options.dist, pathname);
  if (!file) {
    send(res, 404, "text/plain; charset=utf-8", "not found\n");
    return;
  }
  send(res, 200, TYPES[extname(file)] ?? "application/octet-stream", readFileSync(file));
}

export function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const full: Required<StudioServerOptions> = {
    root: options.root,
    dist: normalize(options.dist ?? DEFAULT_DIST).replace(/[/\\]+$/, ""),
    port: options.port ?? 0,
    host: options.host ?? "127.0.0.1",
  };
  const server = createServer((req, res) => {
    try {
      handle(full, req, res);
    } catch (err) {
      // A file that vanished between stat and read, an unreadable cardtext/: an answer, not a crash.
      send(res, 500, "text/plain; charset=utf-8", `${err instanceof Error ? err.message : err}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(full.port, full.host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${full.host}:${port}/`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
