// Every fuzz path by name, in the order `npm run fuzz` runs them. Loaded on demand: a child
// process that fuzzes card files does not pay for loading the translator and its corpus.
import type { FuzzPath } from "../core.ts";

const LOADERS: Record<string, () => Promise<FuzzPath>> = {
  cards: async () => (await import("./cards.ts")).cards,
  rulings: async () => (await import("./rulings.ts")).rulings,
  decks: async () => (await import("./decks.ts")).decks,
  translate: async () => (await import("./translate.ts")).translate,
  engine: async () => (await import("./engine.ts")).engine,
  cli: async () => (await import("./cli.ts")).cli,
};

export const PATH_NAMES: readonly string[] = Object.keys(LOADERS);

export function loadPath(name: string): Promise<FuzzPath> {
  const load = LOADERS[name];
  if (!load) throw new Error(`no fuzz path ${name} (paths: ${PATH_NAMES.join(", ")})`);
  return load();
}
