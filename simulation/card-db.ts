// The card database a run's decks need, rebuilt the same way in every process that plays part of
// the run: the built-in samples, plus every compiled set (generated/, loaded only when a deck names
// a card the samples do not have).
import {
  defineCardDb,
  sampleDb,
  seedCards,
  vanillaCards,
  type CardDb,
  type CardDef,
} from "../runtime/index.ts";
import { RunSpecError } from "./run-spec.ts";

/** The compiled sets' module, loaded once (a worker loads it before it takes its first job). */
let compiledSets: Promise<{ allCards?: readonly CardDef[] }> | undefined;
export function loadCompiledSets(): Promise<{ allCards?: readonly CardDef[] }> {
  compiledSets ??= import("../generated/index.ts") as Promise<{ allCards?: readonly CardDef[] }>;
  return compiledSets;
}

export async function cardDbFor(decks: readonly (readonly string[])[]): Promise<CardDb> {
  const samples = sampleDb();
  if (decks.every((d) => d.every((id) => samples.byId.has(id)))) return samples;
  let compiled: readonly CardDef[] = [];
  try {
    compiled = (await loadCompiledSets()).allCards ?? [];
  } catch {
    throw new RunSpecError(
      "a deck names cards that are not built in, and no compiled card sets (generated/) could be loaded",
    );
  }
  return defineCardDb("cli", [...vanillaCards, ...seedCards, ...compiled]);
}
