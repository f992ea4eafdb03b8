// One module per compiled set in dist/: each dist/generated/<set>/index.js (tsc's emit: an index
// importing one module per card) is rewritten as an esbuild bundle holding the set's cards, so a
// process that loads a set — `memoria test` on a file that says `cards compiled <set>`, the whole
// of generated/index.js for `simulate` or `memoria/cards` — loads 1 module instead of one per card
// plus one. Why: Node's ES module loader resolves, reads, compiles and links every file one by
// one (about a millisecond each here), and the ~700 card modules were most of a `memoria test
// rulings` run that names the compiled sets (issue 15).
//
// What stays the same:
// - The engine stays external: the bundled set imports dist/runtime/index.js as the card modules
//   did (the same relative path, from the same folder), so there is one engine per process.
// - dist/generated/index.js still imports each set's index: the set's card objects are the same
//   objects whether a process reached them through the root index or through the set.
// - The card modules stay in dist/ (tsc's emit, with their .d.ts); nothing in the package imports
//   one directly (package.json exports `./cards`: the root index).
//
// Run by scripts/bundle-cli.ts after tsc (npm run build).
import { build, type Plugin } from "esbuild";
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

/** Imports that leave the set's folder (the engine): kept as written, external. */
function outsideTheSet(): Plugin {
  return {
    name: "memoria-set-external",
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        const setDir = resolve(args.importer, "..");
        // A card module imports the engine as ../../runtime/index.js: outside the set folder.
        return relative(setDir, target).startsWith(`..${sep}`)
          ? { path: args.path, external: true }
          : undefined;
      });
    },
  };
}

/** The set folders of dist/generated (those holding an index.js), sorted. */
export function builtSets(generated: string): string[] {
  if (!existsSync(generated)) return [];
  return readdirSync(generated, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(generated, d.name, "index.js")))
    .map((d) => d.name)
    .sort();
}

/** Rewrites every dist/generated/<set>/index.js as a bundle of its cards; returns the sets. */
export async function bundleSets(dist: string): Promise<string[]> {
  const generated = join(dist, "generated");
  const sets = builtSets(generated);
  if (sets.length === 0) return sets;
  await build({
    entryPoints: sets.map((s) => join(generated, s, "index.js")),
    outdir: generated,
    outbase: generated,
    allowOverwrite: true,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Deterministic: the same emit gives the same bundles.
    keepNames: false,
    // Card names and printed texts as written (Japanese), not \u escapes.
    charset: "utf8",
    logLevel: "warning",
    plugins: [outsideTheSet()],
  });
  return sets;
}
