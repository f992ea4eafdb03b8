// The compiler's per-kind tables, assembled from the family files: the checker's walk and the
// lowering of each effect step and continuous effect (keyed by the AST's `kind`), and the emitter's
// builder call for each runtime effect (keyed by the runtime's `do`). A kind added to either union
// without a family entry fails to compile here, naming the kind and the table that lacks it.
import { battleSteps } from "./battle.ts";
import { coinSteps } from "./coins.ts";
import { costSteps } from "./costs.ts";
import { deckSteps } from "./deck.ts";
import type {
  EffectCalls,
  StaticLowerings,
  StaticWalks,
  StepLowerings,
  StepWalks,
} from "./family.ts";
import { flowSteps } from "./flow.ts";
import { laterSteps } from "./later.ts";
import { moveSteps } from "./moves.ts";
import { pointSteps } from "./points.ts";
import { restrictionSteps } from "./restrictions.ts";
import { statSteps } from "./stats.ts";
import { triggerSteps } from "./triggers.ts";

export type { PartsWalker, StepLowerer } from "./family.ts";

export const stepWalks: StepWalks = {
  ...moveSteps.walk,
  ...statSteps.walk,
  ...coinSteps.walk,
  ...pointSteps.walk,
  ...deckSteps.walk,
  ...flowSteps.walk,
  ...triggerSteps.walk,
  ...restrictionSteps.walk,
  ...battleSteps.walk,
  ...laterSteps.walk,
  ...costSteps.walk,
};

export const stepLowerings: StepLowerings = {
  ...moveSteps.lower,
  ...statSteps.lower,
  ...coinSteps.lower,
  ...pointSteps.lower,
  ...deckSteps.lower,
  ...flowSteps.lower,
  ...triggerSteps.lower,
  ...restrictionSteps.lower,
  ...battleSteps.lower,
  ...laterSteps.lower,
  ...costSteps.lower,
};

export const effectCalls: EffectCalls = {
  ...moveSteps.emit,
  ...statSteps.emit,
  ...coinSteps.emit,
  ...pointSteps.emit,
  ...deckSteps.emit,
  ...flowSteps.emit,
  ...triggerSteps.emit,
  ...restrictionSteps.emit,
  ...battleSteps.emit,
  ...laterSteps.emit,
  ...costSteps.emit,
};

export const staticWalks: StaticWalks = {
  ...statSteps.staticWalk,
  ...restrictionSteps.staticWalk,
  ...pointSteps.staticWalk,
  ...moveSteps.staticWalk,
  ...laterSteps.staticWalk,
  ...triggerSteps.staticWalk,
};

export const staticLowerings: StaticLowerings = {
  ...statSteps.staticLower,
  ...restrictionSteps.staticLower,
  ...pointSteps.staticLower,
  ...moveSteps.staticLower,
  ...laterSteps.staticLower,
  ...triggerSteps.staticLower,
};
