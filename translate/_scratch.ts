import { readFileSync, readdirSync } from "node:fs";
import { parse } from "../grammar/index.ts";
import { renderJa, translateText, withoutSpansOrComments } from "./index.ts";
function firstDiff(a: unknown, b: unknown, path = ""): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return "";
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return `${path}: ${JSON.stringify(a)?.slice(0,60)} vs ${JSON.stringify(b)?.slice(0,60)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) { const d = firstDiff((a as any)[k], (b as any)[k], path + "." + k); if (d) return d; }
  return path;
}
const why = (t: ReturnType<typeof translateText>, want: unknown) => {
  if (!t.complete) { const s = t.sentences.find(s => !s.ok)!; return `not read: 「${s.text.slice(0, 40)}」 (${s.reason})`; }
  return `differs at ${firstDiff(want, withoutSpansOrComments(t.abilities))}`;
};
for (const f of readdirSync("cardtext").filter(f=>f.endsWith(".cards"))) {
  const { ast } = parse(readFileSync("cardtext/"+f, "utf8"), f);
  for (const c of ast.items) {
    if (c.kind !== "Card" || c.abilities.length === 0) continue;
    const want = withoutSpansOrComments(c.abilities);
    const ja = renderJa(c.abilities);
    const t = translateText(ja);
    if (!(t.complete && JSON.stringify(want) === JSON.stringify(withoutSpansOrComments(t.abilities)))) console.log(`| ${f} | ${c.number} | canonical | ${why(t, want).replace(/\|/g, "\\|")} |`);
    if (c.printed) { const p = translateText(c.printed);
      if (!(p.complete && JSON.stringify(want) === JSON.stringify(withoutSpansOrComments(p.abilities)))) console.log(`| ${f} | ${c.number} | printed | ${why(p, want).replace(/\|/g, "\\|")} |`); }
  }
}
