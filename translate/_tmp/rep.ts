import { readFileSync } from "node:fs";
import { loadCorpus } from "../corpus.ts";
import { coverage } from "../coverage.ts";
const file = "/work/shared/corpus/pm-cards.jsonl";
const { cards } = loadCorpus(readFileSync(file, "utf8"), file);
const c = coverage(cards, undefined, 1000);
for (const p of c.top) if (p.unlocks>0) console.log(p.unlocks, p.cards, p.example, p.phrase);
