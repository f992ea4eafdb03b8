// Lowering: checked AST → the runtime's card-definition data (runtime/cards/definition.ts).
// One file per concern: card data, abilities, triggers, effects, choices, selectors, conditions,
// keywords, continuous texts. See docs/compiler.md for the table of AST node → runtime API.
export { lowerCard, type LoweredCard, type LowerOptions } from "./card.ts";
export { lowerAbility } from "./abilities.ts";
export { lowerEffect } from "./effects.ts";
export { lowerCondition } from "./conditions.ts";
export { lowerKeyword } from "./keywords.ts";
export { lowerTrigger } from "./triggers.ts";
export { newContext } from "./context.ts";
