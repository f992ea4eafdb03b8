// Card data: AST CardDecl → runtime CardDef, with the AST ability each keyword and runtime ability
// came from (the emitter writes the source line above it). A pure function: same card, same result.
import type { CardDecl } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type {
  Ability,
  CardDef,
  Condition,
  Filter,
  Keyword,
} from "../../runtime/cards/definition.ts";
import { lowerAbility } from "./abilities.ts";
import { newContext, unsupported } from "./context.ts";

export interface LoweredCard {
  def: CardDef;
  /** For each entry of def.keywords / def.abilities: the index of its AST ability in card.abilities. */
  keywordOrigins: number[];
  abilityOrigins: number[];
  /** PM4xxx errors: when any is present the card must not be emitted. */
  diagnostics: Diagnostic[];
}

export interface LowerOptions {
  /** Database key when the number alone is not unique (CardDef.id). */
  id?: string;
}

export function lowerCard(card: CardDecl, options: LowerOptions = {}): LoweredCard {
  const diagnostics: Diagnostic[] = [];
  const keywords: Keyword[] = [];
  const abilities: Ability[] = [];
  const keywordOrigins: number[] = [];
  const abilityOrigins: number[] = [];
  let attachTo: Filter | undefined;
  const requirements: Condition[] = [];
  card.abilities.forEach((a, index) => {
    const lowered = lowerAbility(newContext(card, diagnostics), a);
    for (const k of lowered.keywords) {
      keywords.push(k);
      keywordOrigins.push(index);
    }
    for (const x of lowered.abilities) {
      abilities.push(x);
      abilityOrigins.push(index);
    }
    if (lowered.attachTo) attachTo = lowered.attachTo;
    if (lowered.playRequirement) requirements.push(lowered.playRequirement);
  });
  // A break plays the event's text from the point pile (rule 7.5); which mode it would play the
  // digest does not say, so a break on an event with modes is refused, not guessed.
  if (
    keywords.some((k) => k.kw === "break") &&
    abilities.some((a) => a.kind === "activated" && a.eventMode)
  )
    unsupported(
      newContext(card, diagnostics),
      card.nameSpan,
      "〔ブレイク〕 on an event with modes",
    );
  if (card.title === undefined)
    unsupported(
      newContext(card, diagnostics),
      card.nameSpan,
      "a card with no title (CardDef.title is required)",
    );
  const def: CardDef = {
    number: card.number,
    ...(options.id !== undefined ? { id: options.id } : {}),
    name: card.name,
    kind: card.cardKind,
    color: card.color,
    title: card.title ?? "",
    ...(card.alsoTitles ? { alsoTitles: [...card.alsoTitles] } : {}),
    cost: card.cost,
    source: card.source,
    ...(card.ap !== undefined ? { ap: card.ap } : {}),
    ...(card.dp !== undefined ? { dp: card.dp } : {}),
    ...(card.traits.length > 0 ? { traits: [...card.traits] } : {}),
    ...(card.rarity !== undefined ? { rarity: card.rarity } : {}),
    ...(card.printed !== undefined ? { text: card.printed } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(abilities.length > 0 ? { abilities } : {}),
    ...(attachTo ? { attachTo } : {}),
    // 《使用条件》: several requirements must all hold.
    ...(requirements.length === 1
      ? { playRequirement: requirements[0]! }
      : requirements.length > 1
        ? { playRequirement: { cond: "and", all: requirements } }
        : {}),
  };
  return { def, keywordOrigins, abilityOrigins, diagnostics };
}
