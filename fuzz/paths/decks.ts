// Decks: a deck of the repository mutated, parsed and validated against cardtext/ as `memoria
// check` does. No throw; spans inside the input; a deck accepted without an error must be one
// the engine takes (60 cards, at most 4 copies of a card): anything else is a silent success.
import { validateDeck, sameCardKey } from "../../compiler/deck/index.ts";
import { parseDeck } from "../../grammar/deck/index.ts";
import { cardtextCards, isCompiled } from "../../workspace/deckfile.ts";
import type { Finding, FuzzPath, Rng } from "../core.ts";
import { deckFiles } from "../inputs.ts";
import { charsOf, mutate, type Mutator } from "../mutate.ts";
import { diagnosticSpans } from "../spans.ts";

const FILE = "fuzz.deck";
const WORDS = [
  "4",
  "1",
  "0",
  "60",
  "4 01-001",
  "x4",
  "ahb/01-019",
  "「平沢 唯」",
  "# ",
  "//",
  "-1",
];

let mutator: Mutator | undefined;

function generate(rng: Rng): string {
  const decks = deckFiles();
  mutator ??= { chars: charsOf(decks), tokens: WORDS, others: decks };
  return mutate(rng.pick(decks), rng, mutator);
}

function run(input: string): Finding[] {
  const parsed = parseDeck(input, FILE);
  const checked = validateDeck(parsed.ast, cardtextCards(), { isCompiled });
  const all = [...parsed.diagnostics, ...checked.diagnostics];
  const spans = diagnosticSpans(input, FILE, all);
  if (spans.length > 0) return spans;
  if (all.some((d) => d.severity === "error")) return [];
  const copies = new Map<string, number>();
  for (const { entry, card } of checked.resolved)
    copies.set(sameCardKey(card), (copies.get(sameCardKey(card)) ?? 0) + entry.count);
  if (checked.cards.length !== 60 || [...copies.values()].some((n) => n > 4))
    return [{ kind: "silent", detail: `accepted a deck of ${checked.cards.length} cards` }];
  return [];
}

export const decks: FuzzPath = {
  name: "decks",
  ext: "deck",
  budgetMs: 2000,
  generate,
  run,
  warm: async () => void cardtextCards(),
};
