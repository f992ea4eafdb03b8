// Helpers for the emitter tests: parse card text, lower one card, compile text in memory.
import { parse } from "../../grammar/index.ts";
import type { CardDecl, CardFile } from "../../grammar/ast.ts";
import { IncrementalCompiler, type CompileSummary } from "../../compiler/incremental.ts";
import { lowerCard, type LoweredCard } from "../../compiler/lower/index.ts";

export function parseCards(text: string, file = "test/emit/fixture.cards"): CardFile {
  const { ast, diagnostics } = parse(text, file);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0)
    throw new Error(`fixture does not parse: ${errors.map((d) => d.message).join("; ")}`);
  return ast;
}

export function cardsOf(file: CardFile): CardDecl[] {
  return file.items.filter((i): i is CardDecl => i.kind === "Card");
}

/** Lower the only (or the numbered) card of a snippet; the snippet gets a title line. */
export function lowerSnippet(body: string, number?: string): LoweredCard {
  const cards = cardsOf(parseCards(`title 『けいおん!』\n${body}\n`));
  const card = number === undefined ? cards[0] : cards.find((c) => c.number === number);
  if (!card) throw new Error("no card in snippet");
  return lowerCard(card);
}

/** Lower a one-ability character: `ability` is one line of its body. */
export function lowerAbilityLine(
  ability: string,
  kind = "character 01-001 「平沢 唯」 red cost 1 source 1 ap 20 dp 20",
): LoweredCard {
  return lowerSnippet(`${kind} {\n  ${ability}\n}`);
}

/** Compile card text in memory (nothing written); modules by generated/-relative path. */
export async function compileText(
  text: string,
  file = "test/emit/fixture.cards",
): Promise<{ summary: CompileSummary; modules: Map<string, string> }> {
  const compiler = new IncrementalCompiler({ dryRun: true });
  const summary = await compiler.compile([{ file, ast: parseCards(text, file) }]);
  return { summary, modules: compiler.modules };
}
