import { parse } from "../grammar/index.ts";
import { syntheticCorpus } from "./synthetic.ts";
import { unitsOf } from "../compiler/emit/units.ts";
import { lowerCard } from "../compiler/lower/index.ts";
import { printModule } from "../compiler/emit/module.ts";
import { formatTs } from "../compiler/emit/format.ts";
const { text } = syntheticCorpus(2000);
const ast = parse(text, "s.cards").ast;
const units = unitsOf("s.cards", ast);
const low = units
  .map((u) => ({ u, l: lowerCard(u.card, { id: u.id }) }))
  .filter((x) => x.l.diagnostics.length === 0);
const texts = low.map(({ u, l }) =>
  printModule({ sourceFile: "s.cards", card: u.card, lowered: l }),
);
for (const x of texts.slice(0, 200)) await formatTs(x);
let t = performance.now();
const single = [];
for (const x of texts) single.push(await formatTs(x));
console.log("prettier single", (performance.now() - t) / texts.length);
t = performance.now();
const batched: string[] = [];
for (let i = 0; i < texts.length; i += 100) {
  const out = await formatTs(texts.slice(i, i + 100).join("\n"));
  batched.push(...out.split(/(?=^\/\/ DO NOT EDIT)/m));
}
console.log(
  "prettier batched",
  (performance.now() - t) / texts.length,
  batched.length,
  texts.length,
);
let same = 0;
for (let i = 0; i < single.length; i++)
  if (single[i] === batched[i]) same++;
  else if (same < 3)
    console.log(
      JSON.stringify(single[i]).slice(0, 300),
      "\n",
      JSON.stringify(batched[i]).slice(0, 300),
    );
console.log("same", same);
