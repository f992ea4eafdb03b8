// What the studio's page and worker (studio/src) may import: they run in a browser, so no node:
// module, no disk (workspace/), no protocol server (lsp/), no engine (runtime/) — the services,
// the checker (reached by services/ too), the translator and its renderers, the grammar's types,
// and CodeMirror. Chevrotain comes only
// through grammar/chevrotain.ts, which the browser build aliases to studio/shims/chevrotain.ts.
import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles, type Import } from "../helpers/import-graph.ts";

const inside = (i: Import, folder: string): boolean => i.target?.startsWith(`${folder}/`) ?? false;

describe("studio/ imports", () => {
  it("the page and the worker import the services, checker, translator, grammar types and CodeMirror only", () => {
    const allowed = (i: Import): boolean =>
      inside(i, "studio") ||
      inside(i, "services") ||
      inside(i, "translate") ||
      inside(i, "compiler") ||
      (inside(i, "grammar") && i.typeOnly) ||
      // The rulings pane reads the server's answer: the runtime's board and the API's shapes.
      (i.typeOnly && (inside(i, "runtime") || inside(i, "cli/studio"))) ||
      i.specifier === "codemirror" ||
      i.specifier.startsWith("@codemirror/");
    const offenders = sourceFiles(["studio/src"])
      .flatMap(importsOf)
      .filter((i) => !allowed(i))
      .map((i) => `${i.from}:${i.line} → ${i.specifier}`);
    expect(offenders).toEqual([]);
  });

  it("the Chevrotain shim exports what grammar/chevrotain.ts exports", async () => {
    const node = Object.keys(await import("../../grammar/chevrotain.ts")).sort();
    const shim = Object.keys(await import("../../studio/shims/chevrotain.ts")).sort();
    expect(shim).toEqual(node);
  });
});
