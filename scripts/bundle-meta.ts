// `import.meta` for a bundled module (scripts/bundle-cli.ts rewrites `import.meta.url`, `.dirname`
// and `.filename` of each module to `metaOf("<its path in dist/>")`): the place the module has in
// the tsc build beside the bundle, so a path relative to it (package.json, thread workers,
// studio/dist, the compiled sets) resolves as it does from dist/. The chunks sit in
// dist/cli/bundle/, two folders below dist/.
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";

const DIST = new URL("../../", import.meta.url);

export interface ModuleMeta {
  url: string;
  filename: string;
  dirname: string;
}

export function metaOf(distPath: string): ModuleMeta {
  const url = new URL(distPath, DIST).href;
  const filename = fileURLToPath(url);
  return { url, filename, dirname: dirname(filename) };
}
