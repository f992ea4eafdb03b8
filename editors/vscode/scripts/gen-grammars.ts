// Writes the TextMate grammars of the VS Code extension (editors/vscode/syntaxes/) from the
// lexers in grammar/. `--check` writes nothing and exits 1 when a committed grammar differs.
//   npx tsx editors/vscode/scripts/gen-grammars.ts [--check]
import { readFileSync, writeFileSync } from "node:fs";
import { renderGrammars, SYNTAXES } from "./grammars.ts";

const check = process.argv.includes("--check");
let stale = 0;
for (const [file, text] of Object.entries(await renderGrammars())) {
  const path = SYNTAXES + file;
  let old = "";
  try {
    old = readFileSync(path, "utf8");
  } catch {
    // Not written yet.
  }
  if (old === text) continue;
  stale++;
  if (check) console.error(`${path} is not what the lexers give: run npm run vscode:grammars`);
  else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
process.exitCode = check && stale > 0 ? 1 : 0;
