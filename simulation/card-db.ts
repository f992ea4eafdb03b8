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

export async function cardDbFor(decks: readonly (readonly string[])[]): Promise<CardDb> {
  const samples = sampleDb();
  if (decks.every((d) => d.every((id) => samples.byId.has(id)))) return samples;
  let compiled: readonly CardDef[] = [];
  try {
    const mod = (await import("../generated/index.ts")) as { allCards?: readonly CardDef[] };
    compiled = mod.allCards ?? [];
  } catch {
    throw new RunSpecError(
      "a deck names cards that are not built in, and no compiled card sets (generated/) could be loaded",
    );
  }
  return defineCardDb("cli", [...vanillaCards, ...seedCards, ...compiled]);
}
