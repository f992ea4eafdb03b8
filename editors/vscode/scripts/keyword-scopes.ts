// Which colour family each keyword of the card language gets in an editor: the keywords
// themselves come from the lexer (grammar/keywords.ts), this table only sorts them. A keyword
// not listed here is still highlighted, as `keyword.other`. The names are checked by the type
// (`keyof typeof K`), so a keyword renamed in the lexer fails the type-check here.
import type { K } from "../../../grammar/keywords.ts";

type KeywordName = keyof typeof K;

/** TextMate scope (without the language suffix) → the keywords in it. */
export const keywordScopes: Record<string, KeywordName[]> = {
  // What a file declares: `title 『…』`, `character …`, `set`.
  "storage.type.declaration": ["Title", "Also", "Set", "Character", "Event", "Support"],
  // The header's and body's fields: `cost 2 source 2 ap 20 dp 20 … rarity UC`, `printed "…"`.
  "support.type.property-name.field": [
    "Cost",
    "Source",
    "Ap",
    "Dp",
    "Rarity",
    "Printed",
    "Flavor",
    "Reminder",
    "Requires",
  ],
  "support.constant.color": ["Red", "Blue", "Yellow", "Green", "Purple"],
  // Keyword abilities with their own rules (〔天然〕, 〔ブレイク〕, 〔コンビ〕, …).
  "storage.modifier.keyword-ability": [
    "Active",
    "Tennen",
    "Break",
    "Combi",
    "Free",
    "Entry",
    "TeamUp",
    "Gyakkyou",
  ],
  // Timing words, inside `[main/own]` and alone.
  "keyword.control.timing": ["Main", "Approach", "Own", "Opponent", "Both", "Interrupt"],
  // What starts or shapes an ability: triggers, conditions, durations, sequencing.
  "keyword.control": [
    "If",
    "When",
    "While",
    "At",
    "Until",
    "Each",
    "Then",
    "Otherwise",
    "Repeat",
    "Mode",
    "Choose",
    "May",
    "Pay",
    "Must",
    "Cannot",
    "Can",
  ],
  // Effect verbs.
  "support.function.verb": [
    "Put",
    "Draw",
    "Trash",
    "Rest",
    "Ready",
    "Remove",
    "Look",
    "Search",
    "Reveal",
    "Shuffle",
    "Perform",
    "Increase",
    "Give",
    "Gives",
    "Gets",
    "Becomes",
    "Return",
    "Negate",
    "Reset",
    "Swap",
    "Attach",
    "Exile",
  ],
  "keyword.operator.logical": ["And", "Or", "Not"],
  // A step the translator could not read: `memoria check` refuses it.
  "keyword.other.todo": ["Todo"],
};
