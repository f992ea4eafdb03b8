import { allCards, generatedDb } from "../../generated/index.ts";
import { randomAgent, greedyAgent, runGame, type CardDef } from "../../runtime/index.ts";
const db = generatedDb("gen-test");
const ids = allCards.map((c) => c.id!);
const fired = new Set<string>();
const t0 = performance.now();
const errors: string[] = [];
for (let round = 0; round < 6; round++) {
  const pool = ids.filter((i) => !fired.has(i));
  if (pool.length === 0) break;
  for (let start = 0; start < pool.length; start += 15) {
    let group = pool.slice(start, start + 15);
    while (group.length < 15) group.push(ids[(start + group.length * 7 + round) % ids.length]!);
    group = [...new Set(group)]; let k = 0; while (group.length < 15) { const c = ids[k++]!; if (!group.includes(c)) group.push(c); }
    const deck = group.flatMap((c) => [c, c, c, c]);
    for (let seed = 0; seed < 4; seed++) {
      const rec = runGame(db, [deck, deck], seed * 100 + round, [randomAgent(seed + round * 7), randomAgent(seed + 1000)], { keepEvents: true, ignoreUnimplemented: true, maxDecisions: 5000 });
      if (rec.error) errors.push(rec.error);
      const st = rec.final;
      for (const e of rec.events) {
        if ((e.ev === "resolve" || e.ev === "trigger" || e.ev === "declare") && "card" in e) { const def = st.cards[e.card]?.def; if (def) fired.add(def); }
      }
    }
  }
}
const withAbilities = allCards.filter((c) => (c.abilities?.length ?? 0) > 0);
const notFired = withAbilities.filter((c) => !fired.has(c.id!));
console.log("cards", allCards.length, "with abilities", withAbilities.length, "fired", withAbilities.length - notFired.length, "ms", performance.now() - t0);
console.log(notFired.map((c) => `${c.id} ${c.abilities!.map((a) => a.kind + (a.kind === "triggered" ? ":" + a.on.event : "")).join(",")}`).join("\n"));
console.log(errors.slice(0, 5));
