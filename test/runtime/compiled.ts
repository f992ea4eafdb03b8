// Cards compiled from the card language for runtime tests: the lowering must accept them, so a
// test of the engine is also a test that the construct reaches it.
import { expect } from "vitest";
import { parse } from "../../grammar/index.ts";
import type { CardDecl } from "../../grammar/ast.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import type { CardDef } from "../../runtime/index.ts";

/** One red cost-0 event 「name」 with one ability written in the card language. */
export function compiledEvent(name: string, ability: string, number = "E-1"): CardDef {
  const { ast, diagnostics } = parse(
    `title 『t』\nevent 09-101 「${name}」 red cost 0 source 1 {\n  ${ability}\n}\n`,
    "test.cards",
  );
  expect(diagnostics).toEqual([]);
  const card = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
  const lowered = lowerCard(card, { id: number });
  expect(lowered.diagnostics.map((d) => d.message)).toEqual([]);
  return { ...lowered.def, number };
}
