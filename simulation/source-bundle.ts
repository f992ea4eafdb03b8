// Worker threads started from the TypeScript sources (tsx, vitest, `npx tsx cli/main.ts`) run an
// esbuild bundle of their entry module instead of registering tsx inside each thread. Why: a
// thread that loads its ~900 modules through tsx's loader (the compiled sets are one module per
// card) paid about 2.5 s of CPU before its first game; the bundle is built once per process
// (~0.6 s) and each thread then reads one file (~0.1 s). The built package never comes here: its
// threads run tsc's JavaScript from dist/.
//
// Only an entry whose module graph does not find files through `import.meta` may be bundled so:
// the bundle lives in node_modules/.cache/memoria/threads/, not beside its sources. Packages stay
// external (resolved from there, as from the sources: one node_modules up the tree).
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

const CACHE = new URL("../node_modules/.cache/memoria/threads/", import.meta.url);
/** A bundle older than this that another build replaced is removed (a run still using it has read it). */
const STALE_MS = 10 * 60_000;

const built = new Map<string, Promise<URL>>();

/** The bundle of `entry` (a .ts module) as a file a Worker can run; built once per process. */
export function sourceBundle(entry: URL): Promise<URL> {
  let file = built.get(entry.href);
  if (!file) {
    file = bundle(entry);
    built.set(entry.href, file);
  }
  return file;
}

async function bundle(entry: URL): Promise<URL> {
  const { build } = await import("esbuild");
  const out = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "silent",
  });
  const code = out.outputFiles[0]!.contents;
  const name = basename(entry.pathname, ".ts");
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = new URL(`${name}-${hash}.mjs`, CACHE);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed: another process building the same bundle never reads half a file.
    const aside = new URL(`${name}-${hash}.${process.pid}.tmp`, CACHE);
    writeFileSync(aside, code);
    renameSync(aside, file);
    removeStale(name, file);
  }
  return file;
}

function removeStale(name: string, keep: URL): void {
  const now = Date.now();
  for (const f of readdirSync(CACHE)) {
    const path = new URL(f, CACHE);
    if (!f.startsWith(`${name}-`) || path.href === keep.href) continue;
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path);
    } catch {
      // removed meanwhile by another process: nothing to do
    }
  }
}
