import { readFileSync, readdirSync } from "node:fs";
import { parse } from "../../grammar/index.ts";
import { checkFiles } from "../../compiler/index.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
const files = readdirSync("cardtext").filter((f) => f.endsWith(".cards")).map((f) => parse(readFileSync(`cardtext/${f}`, "utf8"), `cardtext/${f}`).ast);
const diags = checkFiles(files);
const errCards = new Set<string>();
const counts = new Map<string, number>();
let ok = 0, refused = 0, checkRefused = 0;
for (const f of files) for (const item of f.items) {
  if (item.kind !== "Card") continue;
  const errs = diags.filter((d) => d.severity === "error" && d.span.file === item.span.file && d.span.start.offset >= item.span.start.offset && d.span.end.offset <= item.span.end.offset);
  if (errs.length) { checkRefused++; for (const e of errs) counts.set("CHECK " + e.code, (counts.get("CHECK " + e.code) ?? 0) + 1); continue; }
  const l = lowerCard(item);
  if (l.diagnostics.length) { refused++; for (const d of l.diagnostics) counts.set(d.message, (counts.get(d.message) ?? 0) + 1); }
  else ok++;
}
console.log({ ok, refused, checkRefused });
console.log([...counts].sort((a, b) => b[1] - a[1]));
for (const f of files) for (const item of f.items) {
  if (item.kind !== "Card") continue;
  const l = lowerCard(item);
  for (const d of l.diagnostics) if (/it. with|point cards|outside the hand|rested/.test(d.message)) console.log(d.span.file, d.span.start.line, d.message);
}
