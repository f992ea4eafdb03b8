// Writes the list of rejection reasons in docs/engine.md (between the `rejections` markers) from
// runtime/core/reject.ts REJECTIONS. Run: npx tsx test/runtime/rejections-doc.ts
// (A script beside its test because runtime/ itself imports nothing from node.)
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { REJECTIONS } from "../../runtime/core/reject.ts";

export const ENGINE_DOC = fileURLToPath(new URL("../../docs/engine.md", import.meta.url));
const START =
  "<!-- rejections: generated from runtime/core/reject.ts by test/runtime/rejections-doc.ts -->";
const END = "<!-- rejections: end -->";

/** The list: one line per reason, with its meaning. */
export function rejectionsList(): string {
  return Object.entries(REJECTIONS)
    .map(([reason, meaning]) => `- \`${reason}\`: ${meaning}`)
    .join("\n");
}

/** `doc` with the list between the markers rewritten, formatted as `prettier --check .` wants it. */
export async function withRejections(doc: string): Promise<string> {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/engine.md: the markers ${START} … ${END} are missing`);
  const text = `${doc.slice(0, a + START.length)}\n\n${rejectionsList()}\n\n${doc.slice(b)}`;
  const options = (await prettier.resolveConfig(ENGINE_DOC)) ?? {};
  return prettier.format(text, { ...options, parser: "markdown" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ENGINE_DOC, await withRejections(readFileSync(ENGINE_DOC, "utf8")));
  console.log(`wrote ${ENGINE_DOC}`);
}
