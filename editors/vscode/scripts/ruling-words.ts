// The words of the ruling language, read from its parser's source. The ruling parser is written
// by hand (grammar/ruling/parse*.ts) and has no keyword table: a word is a keyword because the
// parser asks for it, `c.word("turn")`, `c.eat("phase")`, `c.isWord("expect")`, or lists it in a
// vocabulary such as `const ZONES = ["deck", "hand", …]`. This reads those calls and lists with
// the TypeScript parser, so a word the parser learns is highlighted at the next generation.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

export interface RulingWords {
  /** Words the parser asks for by name, in the order first met. */
  asked: string[];
  /** Top-level `const NAME = [ "…", … ]` vocabularies, by name. */
  vocabularies: Map<string, string[]>;
}

const ASKING = new Set(["word", "eat", "isWord"]);
/** The shape of the ruling lexer's `word` token: anything else is not a word of the language. */
const WORD = /^[A-Za-z][A-Za-z0-9_-]*$/;

const stringsIn = (nodes: readonly ts.Node[]): string[] =>
  nodes.filter(ts.isStringLiteral).map((n) => n.text);

/** The vocabulary of a top-level `const X = [...]` (through `as const` and type annotations). */
function arrayOf(init: ts.Expression | undefined): string[] | undefined {
  let e = init;
  while (e && (ts.isAsExpression(e) || ts.isParenthesizedExpression(e))) e = e.expression;
  if (!e || !ts.isArrayLiteralExpression(e)) return undefined;
  const words = stringsIn(e.elements);
  return words.length === e.elements.length ? words : undefined;
}

export function rulingWords(folder: string): RulingWords {
  const asked: string[] = [];
  const vocabularies = new Map<string, string[]>();
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  for (const file of files) {
    const path = join(folder, file);
    const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ASKING.has(node.expression.name.text)
      )
        asked.push(...stringsIn(node.arguments));
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        const words = arrayOf(node.initializer)?.filter((w) => WORD.test(w));
        if (words && words.length > 0) vocabularies.set(node.name.text, words);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { asked: [...new Set(asked.filter((w) => WORD.test(w)))], vocabularies };
}
