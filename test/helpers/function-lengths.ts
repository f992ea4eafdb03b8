// How long the functions of the source folders are, in lines, read with TypeScript's parser. A long
// function is usually several concerns (the engine's `exec` was 318 lines before its effects became
// a table). Run `npx tsx test/helpers/function-lengths.ts [N]` to print the N longest.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { PARSE_OPTIONS, REPO_ROOT, SOURCE_FOLDERS, sourceFiles } from "./import-graph.ts";

export interface FunctionLength {
  lines: number;
  /** `runtime/rules/flow.ts:42` */
  at: string;
  name: string;
}

function nameOf(n: ts.Node): string {
  const named = (n as { name?: ts.Node }).name;
  if (named) return named.getText();
  const p = n.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p))) return p.name.getText();
  return "(anonymous)";
}

/** Every function, method and arrow function of the files below `folders`, longest first. */
export function functionLengths(folders: readonly string[]): FunctionLength[] {
  const out: FunctionLength[] = [];
  for (const file of sourceFiles(folders)) {
    const text = readFileSync(join(REPO_ROOT, file), "utf8");
    const sf = ts.createSourceFile(file, text, PARSE_OPTIONS, true);
    const visit = (n: ts.Node): void => {
      if (
        ts.isFunctionDeclaration(n) ||
        ts.isMethodDeclaration(n) ||
        ts.isArrowFunction(n) ||
        ts.isFunctionExpression(n)
      ) {
        const first = sf.getLineAndCharacterOfPosition(n.getStart()).line;
        const last = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
        out.push({ lines: last - first + 1, at: `${file}:${first + 1}`, name: nameOf(n) });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out.sort((a, b) => b.lines - a.lines || a.at.localeCompare(b.at));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 15);
  for (const f of functionLengths(SOURCE_FOLDERS).slice(0, n))
    console.log(`${f.lines}\t${f.at}\t${f.name}`);
}
