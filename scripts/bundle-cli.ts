// The `memoria` command as the installed package runs it: an esbuild bundle of cli/main.ts in
// dist/cli/bundle/ (npm run build runs this after tsc). Why: Node's ES module loader resolves,
// reads, compiles and links every file one by one, and a `check` of one card loaded ~125 of ours
// (~130 ms CPU of its ~530, issue 15); the bundle loads a handful of chunks.
//
// What stays the same as dist/cli/main.js (tsc's emit, still built and still exported):
// - Commands stay lazy: with code splitting each `import("./commands/x.ts")` is a chunk of its
//   own, and a package the command imports (ts-morph, prettier, chokidar…) is imported by that
//   chunk only, so `--help` and `check` load none of them.
// - runtime/ and generated/ are NOT bundled: imports of them point at dist/runtime and
//   dist/generated, which ruling-runner/cards.ts also loads by URL (the compiled sets). One copy
//   of the engine per process, as before, whichever way a module reached it.
// - Packages (package.json dependencies, Chevrotain among them) stay external: one copy of each.
// - `import.meta.url`, `.dirname` and `.filename` name the module's place in dist/ (meta.ts):
//   paths relative to a module (package.json, thread workers, studio/dist, docs) resolve there.
//
//
// Then it certifies the card grammar's kept tree for both builds (grammar/recorded-grammar.ts):
// in dist/ and in the bundle, the grammar is recorded by that build's own code and compared with
// grammar/grammar-cache.ts; only when they are equal is the build's key written into it
// (grammar/grammar-cache-built.ts), so its parser skips Chevrotain's recording. Else a warning,
// and that build records at start-up, as before.
//
// Last, each compiled set of dist/generated/ becomes one module (scripts/bundle-sets.ts).
//
// Run: npx tsx scripts/bundle-cli.ts     (after tsc: npm run build does both)
import { build, type Plugin } from "esbuild";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleSets } from "./bundle-sets.ts";

const ROOT = resolve(import.meta.dirname, "..");
const DIST = join(ROOT, "dist");
export const BUNDLE_DIR = join(DIST, "cli", "bundle");
const META = join(ROOT, "scripts", "bundle-meta.ts");

/** Folders bundled from dist/ instead: one engine shared with the compiled sets. */
const EXTERNAL_FOLDERS = ["runtime", "generated"];

/** `x/y.ts` (from the repository root) as tsc emits it: `x/y.js`. */
function distPath(fromRoot: string): string {
  return fromRoot.replace(/\.ts$/, ".js");
}

const toPosix = (p: string): string => p.split(sep).join("/");

function plugin(outdir: string): Plugin {
  return {
    name: "memoria-dist",
    setup(b) {
      // runtime/ and generated/: external, at their dist/ place relative to the chunks.
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        const fromRoot = toPosix(relative(ROOT, target));
        if (!EXTERNAL_FOLDERS.some((f) => fromRoot.startsWith(`${f}/`))) return undefined;
        let path = toPosix(relative(outdir, join(DIST, distPath(fromRoot))));
        if (!path.startsWith(".")) path = `./${path}`;
        return { path, external: true };
      });
      // import.meta.{url,dirname,filename}: the module's own dist/ place (see bundle-meta.ts).
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        if (args.path === META || !/\bimport\.meta\.(url|dirname|filename)\b/.test(text))
          return undefined;
        const here = JSON.stringify(distPath(toPosix(relative(ROOT, args.path))));
        const contents =
          `import { metaOf as __metaOf } from ${JSON.stringify(toPosix(META))};\n` +
          `const __meta = __metaOf(${here});\n` +
          text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, "__meta.$1");
        return { contents, loader: "ts", resolveDir: dirname(args.path) };
      });
    },
  };
}

const CERTIFY = "certify-grammar";
const MARKER = "memoria-built-grammar-key:";
const UNSET = `"${MARKER}none"`;

export async function bundleCli(outdir = BUNDLE_DIR): Promise<void> {
  await build({
    entryPoints: [join(ROOT, "cli", "main.ts"), join(ROOT, "scripts", `${CERTIFY}.ts`)],
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // No keepNames: it wraps every function in a __name() call, which the parser's closures
    // would pay on each call (grammar/parser-selectors.ts `alt`). Nothing reads constructor names.
    keepNames: false,
    // Deterministic chunk names and contents: same sources, same bundle.
    entryNames: "[name]",
    chunkNames: "chunk-[hash]",
    logLevel: "warning",
    plugins: [plugin(outdir)],
  });
}

interface Certified {
  key: string;
  matchesKept: boolean;
}

/** Writes the key over the marker in the one file of `files` that holds it, if it certified. */
function certify(what: string, result: Certified, files: string[]): void {
  if (!result.matchesKept) {
    console.warn(
      `${what}: the card grammar is not grammar/grammar-cache.ts's (run npx tsx ` +
        "translate/gen-lookahead-cache.ts): this build records it at start-up",
    );
    return;
  }
  const holders = files.filter((f) => readFileSync(f, "utf8").includes(UNSET));
  if (holders.length !== 1)
    throw new Error(`${what}: ${holders.length} files hold the grammar key marker, not one`);
  const file = holders[0]!;
  writeFileSync(file, readFileSync(file, "utf8").replace(UNSET, `"${MARKER}${result.key}"`));
}

const node = (args: string[]): Certified =>
  JSON.parse(execFileSync(process.execPath, args, { encoding: "utf8" })) as Certified;

/** Certifies dist/ (tsc's emit) and the bundle; removes the bundle's certifying entry. */
export function certifyBuilds(outdir = BUNDLE_DIR): void {
  const parser = pathToFileURL(join(DIST, "grammar", "parser.js")).href;
  const script = `import(${JSON.stringify(parser)}).then((m) => console.log(JSON.stringify(m.recordCardGrammar())))`;
  certify("dist/", node(["--input-type=module", "-e", script]), [
    join(DIST, "grammar", "grammar-cache-built.js"),
  ]);
  const entry = join(outdir, `${CERTIFY}.js`);
  const result = node([entry]);
  rmSync(entry);
  const chunks = readdirSync(outdir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => join(outdir, f));
  certify("the CLI bundle", result, chunks);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!readFileSync(join(DIST, "cli", "main.js"), "utf8"))
    throw new Error("dist/ is missing: run tsc first (npm run build)");
  await bundleCli();
  certifyBuilds();
  // One module per compiled set instead of one per card (scripts/bundle-sets.ts).
  await bundleSets(DIST);
}
