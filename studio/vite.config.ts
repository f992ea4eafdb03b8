// The studio's build (npm run studio:build): studio/index.html and its worker bundled into
// studio/dist/ as static files, with no request to any other host at run time (no CDN). Two
// aliases make the project's Node modules bundle for a browser, and a third leaves out what the
// browser cannot use:
// - grammar/chevrotain.ts loads Chevrotain with import.meta.resolve and a top-level await; the
//   browser build imports studio/shims/chevrotain.ts instead (the same exports, a static import);
// - "chevrotain" is Chevrotain's own one-file bundle (lib/chevrotain.mjs), not the package entry
//   (about 600 small modules with lodash-es): the copy grammar/chevrotain.ts loads in Node too;
// - grammar/grammar-cache.ts (the kept grammar tree) is studio/shims/grammar-cache.ts, empty: its
//   keys never match the page's bundled code.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  resolve: {
    alias: [
      { find: /^(\.\.?\/)+(grammar\/)?chevrotain\.ts$/, replacement: here("shims/chevrotain.ts") },
      { find: /^\.\/grammar-cache\.ts$/, replacement: here("shims/grammar-cache.ts") },
      { find: /^chevrotain$/, replacement: here("../node_modules/chevrotain/lib/chevrotain.mjs") },
    ],
  },
  worker: { format: "es" },
  build: {
    outDir: here("dist"),
    emptyOutDir: true,
    target: "es2022",
    // The worker holds the grammar, checker and translator (about 0.7 MB before gzip): say so
    // rather than warn on every build.
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
});
