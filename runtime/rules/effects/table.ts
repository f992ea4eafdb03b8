// The one table of effect handlers, keyed by effect kind (`Effect["do"]`): every kind of
// cards/definition.ts has exactly one handler, found in its family file. A kind added to `Effect`
// without a handler fails to compile here. resolution.ts dispatches through `handlerOf`.
import type { Effect } from "../../cards/definition.ts";
import { battleEffects } from "./battles.ts";
import { choiceEffects } from "./choices.ts";
import { coinEffects } from "./coins.ts";
import { costEffects } from "./costs.ts";
import { deckOrderEffects } from "./deck-order.ts";
import { delayedEffects } from "./delayed.ts";
import type { EffectHandler, EffectHandlers, EffectKind } from "./handler.ts";
import { lookingEffects } from "./looking.ts";
import { moveEffects } from "./moves.ts";
import { negateEffects } from "./negate.ts";
import { optionalCostEffects } from "./optional-costs.ts";
import { pointEffects } from "./points.ts";
import { restrictionEffects } from "./restrictions.ts";
import { statEffects } from "./stats.ts";

const HANDLERS: EffectHandlers = {
  ...choiceEffects,
  ...moveEffects,
  ...lookingEffects,
  ...statEffects,
  ...restrictionEffects,
  ...costEffects,
  ...coinEffects,
  ...pointEffects,
  ...battleEffects,
  ...delayedEffects,
  ...negateEffects,
  ...optionalCostEffects,
  ...deckOrderEffects,
};

/** The handler of an effect (typed for any kind: each handler reads only its own kind). */
export function handlerOf(e: Effect): EffectHandler<EffectKind> {
  return HANDLERS[e.do] as EffectHandler<EffectKind>;
}

/** The effect table `handlersAt` was made for (a database's `effects`, shared by its game views). */
let handlersFor: readonly Effect[] | null = null;
let handlersAt: EffectHandler<EffectKind>[] = [];

/**
 * The handler of effect `id` of the table `effects`. [perf: handler per effect id] `HANDLERS[e.do]`
 * is a computed read over forty-nine keys, V8's generic (megamorphic) keyed lookup for every effect
 * run; the handlers of a table's effects are looked up once, kept by id (one slot: the table last
 * asked about; a table only grows, by cards added to its database, and is then looked up again).
 */
export function handlerAt(effects: readonly Effect[], id: number): EffectHandler<EffectKind> {
  if (effects !== handlersFor || id >= handlersAt.length) {
    handlersAt = effects.map(handlerOf);
    handlersFor = effects;
  }
  return handlersAt[id]!;
}
