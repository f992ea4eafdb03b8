// Compiling the texts of a ruling's own cards (`card … {` … `}`, grammar/ruling/card-texts.ts):
// checked by the card language's checker (names resolve against the ruling's card database) and
// lowered as `memoria compile` lowers a card, in memory. Their diagnostics point into the ruling
// file; an error keeps the rulings that see the card from running.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import type { CardDecl } from "../grammar/ruling/index.ts";
import { placer } from "../grammar/ruling/card-texts.ts";
// The checker and the lowering alone, not compiler/index.ts: the index also exports the emitter,
// whose ts-morph and prettier imports cost ~400 ms CPU of every `memoria test` (issue 15).
import { check } from "../compiler/check.ts";
import { lowerCard } from "../compiler/lower/index.ts";
import type { Ability, CardDef, Keyword } from "../runtime/index.ts";

/** What a card's texts add to its ad-hoc definition. */
export interface CompiledTexts {
  keywords: Keyword[];
  abilities: Ability[];
  attachTo?: CardDef["attachTo"];
  playRequirement?: CardDef["playRequirement"];
}

export function compileTexts(
  file: string,
  text: string,
  decls: readonly CardDecl[],
  known: readonly CardDef[],
): { compiled: Map<CardDecl, CompiledTexts>; diagnostics: Diagnostic[] } {
  const compiled = new Map<CardDecl, CompiledTexts>();
  const diagnostics: Diagnostic[] = [];
  const withTexts = decls.filter((d) => d.texts !== undefined);
  if (withTexts.length === 0) return { compiled, diagnostics };
  const declared = {
    names: [...known.map((c) => c.name), ...decls.map((d) => d.name)],
    traits: [...known.flatMap((c) => c.traits ?? []), ...decls.flatMap((d) => d.traits)],
    titles: [...known.map((c) => c.title), ...decls.map((d) => d.title)],
  };
  for (const d of withTexts) {
    const { file: cards, card, block } = d.texts!;
    const place = placer(file, text, block, d);
    const inRuling = (x: Diagnostic): Diagnostic => ({ ...x, span: place(x.span) });
    diagnostics.push(...check([cards], { declared }).diagnostics.map(inRuling));
    const lowered = lowerCard(card);
    diagnostics.push(...lowered.diagnostics.map(inRuling));
    const def = lowered.def;
    compiled.set(d, {
      keywords: def.keywords ? [...def.keywords] : [],
      abilities: def.abilities ? [...def.abilities] : [],
      ...(def.attachTo ? { attachTo: def.attachTo } : {}),
      ...(def.playRequirement ? { playRequirement: def.playRequirement } : {}),
    });
  }
  return { compiled, diagnostics };
}
