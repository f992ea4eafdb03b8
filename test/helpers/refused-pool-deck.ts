// A pool deck the engine refuses (rule 7.11): one with a card whose keyword's rules are not
// implemented. Found, not named: the pool decks are regenerated as the card pool grows, and a
// named deck stops being refused when its card changes (pool-045 did).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadCompiledSets } from "../../simulation/card-db.ts";
import { unimplementedKeywordOf } from "../../runtime/rules/keywords/unimplemented.ts";
import { resolveDeckFile } from "../../workspace/deckfile.ts";

/** `decks/pool/<file>` of the first pool deck with an unimplemented keyword, by name order. */
export async function poolDeckWithUnimplementedKeyword(root: string): Promise<string> {
  const refused = new Set(
    ((await loadCompiledSets()).allCards ?? [])
      .filter((def) => unimplementedKeywordOf(def))
      .map((def) => def.id ?? def.number),
  );
  const dir = join(root, "decks/pool");
  for (const f of readdirSync(dir).sort()) {
    const { cards } = resolveDeckFile(readFileSync(join(dir, f), "utf8"), f);
    if (cards.some((id) => refused.has(id))) return `decks/pool/${f}`;
  }
  throw new Error("no pool deck has a card with an unimplemented keyword (rule 7.11)");
}
