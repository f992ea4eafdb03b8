// The project's import graph, read with TypeScript's own parser (so multi-line imports, `import
// type`, `export … from` and dynamic `import()` are all seen): which module imports which, and
// whether only for types. test/architecture.test.ts checks the layer rules and cycles over it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");

export interface Import {
  /** The importing file, relative to the repository root (`runtime/rules/play.ts`). */
  from: string;
  /** As written: `../core/ctx.ts`, `chevrotain`, `node:fs`. */
  specifier: string;
  /** The imported file relative to the root, for a relative specifier; undefined for a package. */
  target?: string;
  /** `import type …`, `export type … from`, or every named binding marked `type`. */
  typeOnly: boolean;
  line: number;
}

/**
 * How the helpers parse a file: the latest syntax, and doc comments left unparsed (no import or
 * function lives in one; parsing them was about a third of the parse).
 */
export const PARSE_OPTIONS: ts.CreateSourceFileOptions = {
  languageVersion: ts.ScriptTarget.Latest,
  jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
};

/** The folders that hold the project's source (not tests, benches or generated code). */
export const SOURCE_FOLDERS = [
  "grammar",
  "compiler",
  "runtime",
  "translate",
  "ruling-runner",
  "workspace",
  "services",
  "lsp",
  "cli",
  "simulation",
] as const;

/** Every `.ts` / `.mjs` file below the given folders (relative to the root), sorted. */
export function sourceFiles(folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mjs)$/.test(entry.name)) out.push(path);
    }
  };
  for (const folder of folders) walk(folder);
  return out.sort();
}

function typeOnlyClause(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false; // `import "x"` runs x
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Each file's imports, read once: the architecture test asks for most files several times (its
 * layer rules, the cycles per folder and across them), and the files do not change during a run. */
const importsByFile = new Map<string, readonly Import[]>();

/** The imports of one file. */
export function importsOf(file: string): Import[] {
  let imports = importsByFile.get(file);
  if (!imports) importsByFile.set(file, (imports = readImports(file)));
  return [...imports];
}

function readImports(file: string): Import[] {
  const text = readFileSync(join(REPO_ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, PARSE_OPTIONS, false);
  const found: Import[] = [];
  const add = (literal: ts.Expression, typeOnly: boolean): void => {
    if (!ts.isStringLiteral(literal)) return;
    const specifier = literal.text;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    const target = specifier.startsWith(".")
      ? relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), specifier))
      : undefined;
    found.push({ from: file, specifier, ...(target ? { target } : {}), typeOnly, line });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, typeOnlyClause(node.importClause));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier)
      add(node.moduleSpecifier, node.isTypeOnly);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    )
      add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Groups of files that import each other in a circle (Tarjan's strongly connected components),
 * counting type-only imports too: a type cycle still ties the files' meaning together.
 */
export function importCycles(files: readonly string[]): string[][] {
  const inSet = new Set(files);
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .map((i) => i.target)
        .filter((t): t is string => t !== undefined && inSet.has(t)),
    ]),
  );
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (edges.get(v) ?? []).includes(v)) groups.push(group.sort());
  };
  for (const f of files) if (!index.has(f)) connect(f);
  return groups;
}
