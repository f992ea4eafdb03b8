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
