// The layer rules of docs/architecture (../shared/design/architecture.md), checked on every import
// so they hold by test rather than by discipline: which folder may import what, and no circles.
import { describe, expect, it } from "vitest";
import { functionLengths } from "./helpers/function-lengths.ts";
import {
  importCycles,
  importsOf,
  SOURCE_FOLDERS,
  sourceFiles,
  type Import,
} from "./helpers/import-graph.ts";

const inside = (i: Import, folder: string): boolean =>
  i.target !== undefined && i.target.startsWith(`${folder}/`);

/** The imports of the files below `folder` that break `allowed`, as `file:line → specifier`. */
function violations(folder: string, allowed: (i: Import) => boolean): string[] {
  return sourceFiles([folder])
    .flatMap(importsOf)
    .filter((i) => !allowed(i))
    .map((i) => `${i.from}:${i.line} → ${i.specifier}${i.typeOnly ? " (type)" : ""}`);
}

describe("layers: who may import what", () => {
  it("runtime/ imports nothing of ours outside runtime/, no package and nothing from node:", () => {
    expect(violations("runtime", (i) => inside(i, "runtime"))).toEqual([]);
  });

  it("grammar/ imports only chevrotain", () => {
    expect(
      violations("grammar", (i) => inside(i, "grammar") || i.specifier === "chevrotain"),
    ).toEqual([]);
  });

  it("Chevrotain's values are imported only through grammar/chevrotain.ts (one copy of the library)", () => {
    // Token types, parsers, exceptions and Lexer.NA from two copies do not mix (issue 15).
    const all = sourceFiles([...SOURCE_FOLDERS, "test", "bench", "editors/vscode/scripts"]);
    const offenders = all
      .flatMap(importsOf)
      .filter(
        (i) => i.specifier === "chevrotain" && !i.typeOnly && i.from !== "grammar/chevrotain.ts",
      )
      .map((i) => `${i.from}:${i.line}`);
    expect(offenders).toEqual([]);
  });

  it("compiler/ imports grammar/, ts-morph, prettier and node:, and only types from runtime/", () => {
    // prettier/doc: the layout engine the emitter lays modules out with (compiler/emit/layout.ts).
    const packages = new Set(["ts-morph", "prettier", "prettier/doc"]);
    const allowed = (i: Import): boolean =>
      inside(i, "compiler") ||
      inside(i, "grammar") ||
      (inside(i, "runtime") && i.typeOnly) ||
      packages.has(i.specifier) ||
      i.specifier.startsWith("node:");
    expect(violations("compiler", allowed)).toEqual([]);
  });

  it("generated/ modules import only runtime/index.ts (and their set's own modules)", () => {
    const allowed = (i: Import): boolean =>
      i.target === "runtime/index.ts" || inside(i, "generated");
    expect(violations("generated", allowed)).toEqual([]);
  });

  it("only cli/, test/ and bench/ import cli/", () => {
    const others = SOURCE_FOLDERS.filter((f) => f !== "cli");
    expect(others.flatMap((f) => violations(f, (i) => !inside(i, "cli")))).toEqual([]);
  });

  it("services/ imports grammar/, compiler/, translate/ and chevrotain; only types from ruling-runner/", () => {
    // No node:, no workspace/ (the disk), no lsp/: issue 18's studio runs them in a browser worker.
    const allowed = (i: Import): boolean =>
      inside(i, "services") ||
      inside(i, "grammar") ||
      inside(i, "compiler") ||
      inside(i, "translate") ||
      (inside(i, "ruling-runner") && i.typeOnly) ||
      i.specifier === "chevrotain";
    expect(violations("services", allowed)).toEqual([]);
  });

  it("services/ reaches no node: module, through every layer it imports", () => {
    // The studio (issue 18) runs them in a browser worker with no shim: check-cache.ts compares
    // header digests as plain text, units.ts takes a basename itself. No fs, no process.
    const reached = new Set<string>();
    const seen = new Set<string>();
    const todo = sourceFiles(["services"]);
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const i of importsOf(file)) {
        if (i.typeOnly) continue;
        if (i.target) todo.push(i.target);
        else if (i.specifier.startsWith("node:")) reached.add(i.specifier);
      }
    }
    expect([...reached].sort()).toEqual([]);
  });

  it("lsp/ imports services/, workspace/ (the disk), ruling-runner/, the LSP packages and node:", () => {
    // prettier: only lsp/gen-rules-text.ts, the script that writes services/rules-text.ts.
    const packages = new Set([
      "vscode-languageserver/node",
      "vscode-languageserver-textdocument",
      "prettier",
    ]);
    const allowed = (i: Import): boolean =>
      inside(i, "lsp") ||
      inside(i, "services") ||
      inside(i, "workspace") ||
      inside(i, "ruling-runner") ||
      packages.has(i.specifier) ||
      i.specifier.startsWith("node:");
    expect(violations("lsp", allowed)).toEqual([]);
  });

  it("only cli/, test/ and bench/ import lsp/; nothing below it imports services/", () => {
    const below = ["grammar", "compiler", "runtime", "translate", "ruling-runner", "workspace"];
    expect(
      below.flatMap((f) => violations(f, (i) => !inside(i, "lsp") && !inside(i, "services"))),
    ).toEqual([]);
  });

  it("simulation/ imports runtime/, generated/ and node:; bullmq and ioredis only in simulation/queue/, esbuild only in source-bundle.ts", () => {
    // A worker thread or a remote machine loads simulation/ without the CLI; the queue's packages
    // load only with --queue (simulation/queue/, imported lazily); esbuild (a devDependency) only
    // when threads start from the TypeScript sources (source-bundle.ts, never from dist/).
    const allowed = (i: Import): boolean =>
      inside(i, "simulation") ||
      inside(i, "runtime") ||
      inside(i, "generated") ||
      i.specifier.startsWith("node:") ||
      (i.from.startsWith("simulation/queue/") && ["bullmq", "ioredis"].includes(i.specifier)) ||
      (i.from === "simulation/source-bundle.ts" && i.specifier === "esbuild");
    expect(violations("simulation", allowed)).toEqual([]);
  });

  it("workspace/ (files on disk) imports neither the engine nor the translator", () => {
    const allowed = (i: Import): boolean =>
      !inside(i, "runtime") && !inside(i, "translate") && !inside(i, "ruling-runner");
    expect(violations("workspace", allowed)).toEqual([]);
  });
});

describe("no import cycles", () => {
  for (const folder of SOURCE_FOLDERS) {
    it(`${folder}/ has none (type imports included)`, () => {
      expect(importCycles(sourceFiles([folder]))).toEqual([]);
    });
  }

  it("none between the source folders either", () => {
    expect(importCycles(sourceFiles(SOURCE_FOLDERS))).toEqual([]);
  });
});

describe("the import reader", () => {
  // A check that cannot fail proves nothing: the reader must see what the rules forbid.
  it("sees type-only, re-exported and dynamic imports", () => {
    const cli = importsOf("cli/main.ts");
    expect(cli.some((i) => i.specifier.startsWith("./commands/"))).toBe(true);
    const lowering = importsOf("compiler/lower/effects.ts");
    expect(lowering.some((i) => inside(i, "runtime") && i.typeOnly)).toBe(true);
    expect(importsOf("runtime/index.ts").some((i) => i.specifier.endsWith("builders.ts"))).toBe(
      true,
    );
  });

  it("finds a circle when there is one, and none where there is none", () => {
    const circle = ["test/fixtures/import-cycle/a.ts", "test/fixtures/import-cycle/b.ts"];
    expect(importCycles(circle)).toEqual([circle]);
    expect(
      importCycles(["test/fixtures/import-cycle/a.ts", "test/helpers/import-graph.ts"]),
    ).toEqual([]);
  });
});

describe("function size", () => {
  // The layers whose functions were split into tables (issue 11): the engine's `exec` was 318
  // lines, the lowering's `lowerStep` 158. Not yet held: translate/parser (each define* function is
  // a list of Chevrotain rules) and ruling-runner (runRuling 179, check 169 lines).
  const HELD = [
    "grammar",
    "compiler",
    "runtime",
    "workspace",
    "cli",
    "services",
    "lsp",
    "simulation",
  ];
  const LIMIT = 130;

  it(`no function in ${HELD.join("/, ")}/ is longer than ${LIMIT} lines`, () => {
    const long = functionLengths(HELD).filter((f) => f.lines > LIMIT);
    expect(long.map((f) => `${f.at} ${f.name}: ${f.lines} lines`)).toEqual([]);
  });
});
