// The VS Code extension's TextMate grammars run as VS Code runs them (vscode-textmate on the
// Oniguruma WebAssembly build), for the tests of test/editors.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import oniguruma from "vscode-oniguruma";
import textmate from "vscode-textmate";

const require = createRequire(import.meta.url);
export const EXTENSION = new URL("../../editors/vscode/", import.meta.url);

export interface ScopedToken {
  /** Offset in the whole text. */
  start: number;
  end: number;
  line: number;
  scopes: string[];
  text: string;
}

let registry: Promise<textmate.Registry> | undefined;

function load(): Promise<textmate.Registry> {
  registry ??= (async () => {
    const wasm = readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
    await oniguruma.loadWASM(wasm.buffer as ArrayBuffer);
    const manifest = JSON.parse(readFileSync(new URL("package.json", EXTENSION), "utf8")) as {
      contributes: { grammars: { scopeName: string; path: string }[] };
    };
    const paths = new Map(manifest.contributes.grammars.map((g) => [g.scopeName, g.path]));
    return new textmate.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
        createOnigString: (s) => new oniguruma.OnigString(s),
      }),
      loadGrammar: async (scope) => {
        const path = paths.get(scope);
        if (path === undefined) return null;
        const file = new URL(path, EXTENSION);
        return textmate.parseRawGrammar(readFileSync(file, "utf8"), file.pathname);
      },
    });
  })();
  return registry;
}

/** Every token of `text` with its scopes, lines split as the lexers split them. */
export async function tokenize(scopeName: string, text: string): Promise<ScopedToken[]> {
  const grammar = await (await load()).loadGrammar(scopeName);
  if (!grammar) throw new Error(`no grammar ${scopeName}`);
  const out: ScopedToken[] = [];
  let stack = textmate.INITIAL;
  let offset = 0;
  let line = 0;
  for (const m of `${text}\n`.matchAll(/([^\r\n]*)(\r\n|\r|\n)/g)) {
    const lineText = m[1]!;
    line++;
    const r = grammar.tokenizeLine(lineText, stack);
    for (const t of r.tokens) {
      const end = Math.min(t.endIndex, lineText.length);
      if (end <= t.startIndex) continue;
      out.push({
        start: offset + t.startIndex,
        end: offset + end,
        line,
        scopes: t.scopes,
        text: lineText.slice(t.startIndex, end),
      });
    }
    stack = r.ruleStack;
    offset += m[0].length;
  }
  return out;
}

/** The token that covers `offset`, if any. */
export function tokenAt(tokens: ScopedToken[], offset: number): ScopedToken | undefined {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = tokens[mid]!;
    if (offset < t.start) hi = mid - 1;
    else if (offset >= t.end) lo = mid + 1;
    else return t;
  }
  return undefined;
}
