import { readFileSync } from "node:fs";
import { loadCorpus } from "./corpus.ts";
import { checkCorpus } from "./check.ts";
const f = "/work/shared/corpus/pm-cards.jsonl";
const { cards } = loadCorpus(readFileSync(f, "utf8"), f);
const t0 = performance.now();
const ch = checkCorpus(cards.filter(c=>c.translation.complete), f);
console.log(performance.now()-t0);
for (const [k, ds] of ch.errors) console.log(k, ds.map(d => d.code + " " + d.message).join(" | "));
