// Kinds phase: each effect acts only on the kinds of card it can act on. Stat changes, keyword
// grants, coins, restrictions and battles need Characters (character cards on the field); rest and
// ready need cards on the field (rule 10.1); `host` exists only on support cards (rule 6.4).
import type { CardKind, Restriction, Selector } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";
import {
  describeKinds,
  describeSelector,
  isFieldZone,
  possibleKinds,
  selectorType,
} from "../selector-types.ts";

/** Report when `target` may be something other than `allowed`. Returns whether it passed. */
function requireKinds(
  target: Selector,
  allowed: CardKind[],
  action: string,
  ctx: CheckContext,
): boolean {
  const kinds = possibleKinds(selectorType(target, ctx.card, ctx.symbols));
  if (!kinds) return true;
  const wrong = new Set([...kinds].filter((k) => !allowed.includes(k)));
  if (wrong.size === 0) return true;
  // A name borne by a character and, say, a support card may mean the character: the engine's
  // filter decides. Only a name that can never be an allowed kind is an error.
  const byName = target.kind === "Query" && target.noun.kind === "name";
  if (byName && wrong.size < kinds.size) return true;
  ctx.report(diagnostics.needsCharacter, target.span, {
    action,
    target: describeSelector(target),
    kinds: describeKinds(wrong),
  });
  return false;
}

function requireField(target: Selector, action: string, ctx: CheckContext): void {
  const { zone } = selectorType(target, ctx.card, ctx.symbols);
  if (zone === undefined || isFieldZone(zone)) return;
  ctx.report(diagnostics.needsField, target.span, { action, target: describeSelector(target) });
}

/** A Character: a character card on the field. One report per target at most. */
function requireCharacter(target: Selector, action: string, ctx: CheckContext): void {
  if (requireKinds(target, ["character"], action, ctx)) requireField(target, action, ctx);
}

const restrictionWords: Record<Restriction["kind"], string> = {
  cannotLeave: "does not leave",
  cannotBeBlocked: "cannot be blocked",
  cannotBlock: "cannot block",
  canBlockWhileRested: "can block while rested",
  mustApproach: "must approach",
  doesNotLeave: "does not leave",
  cannotApproach: "cannot approach",
  cannotApproachOrBlock: "cannot approach or block",
  cannotGivePoints: "cannot give points by approach",
  doesNotReady: "does not ready",
  cannotUseTexts: "cannot use texts",
  textsVoid: "loses texts",
  cannotBeTargeted: "cannot be targeted",
  cannotEnter: "cannot enter",
};

export const targetChecks: CheckRegistry = {
  "step:Gets": [
    function oneShotGainsTargetCharacters(step, ctx) {
      if (step.stat || step.keywords.length > 0 || step.traits)
        requireCharacter(step.target, "gets", ctx);
    },
  ],
  "static:Gets": [
    function continuousGainsTargetCharacters(effect, ctx) {
      if (effect.stat || effect.keywords.length > 0 || effect.traits)
        requireCharacter(effect.target, "gets", ctx);
    },
  ],
  "step:SetStat": [(step, ctx) => requireCharacter(step.target, "the ap/dp of … becomes", ctx)],
  "step:Restrict": [
    (step, ctx) => requireCharacter(step.target, restrictionWords[step.restriction.kind], ctx),
  ],
  "step:ResetStat": [(step, ctx) => requireCharacter(step.target, "reset the ap/dp of", ctx)],
  "step:PutCoins": [(step, ctx) => requireCharacter(step.target, "put coin", ctx)],
  "step:RemoveCoins": [(step, ctx) => requireCharacter(step.target, "remove coin", ctx)],
  "step:ApproachAgain": [(step, ctx) => requireCharacter(step.target, "approach again", ctx)],
  "step:Battle": [
    function battlersAreCharacters(step, ctx) {
      requireCharacter(step.attacker, "battles", ctx);
      requireCharacter(step.defender, "battles", ctx);
    },
  ],
  "static:Restriction": [
    (effect, ctx) => requireCharacter(effect.target, effect.restriction.kind, ctx),
  ],
  "step:Move": [
    function mainAreaTakesCharacters(step, ctx) {
      if (step.to.zone === "mainArea")
        requireKinds(step.target, ["character"], "put … onto the main area", ctx);
      // 場に出す: characters only (rule 6.1)
      if (step.to.zone === "field")
        requireKinds(step.target, ["character"], "put … onto the field", ctx);
    },
  ],
  "step:Rest": [
    function restedCardsAreOnTheField(step, ctx) {
      if (requireKinds(step.target, ["character", "support"], "rest", ctx))
        requireField(step.target, "rest", ctx);
    },
  ],
  "step:Ready": [
    function readiedCardsAreOnTheField(step, ctx) {
      if (requireKinds(step.target, ["character", "support"], "ready", ctx))
        requireField(step.target, "ready", ctx);
    },
  ],
  "condition:Is": [
    function stateMatchesSubject(condition, ctx) {
      const action = `is ${condition.state}`;
      if (condition.state === "attached") requireKinds(condition.subject, ["support"], action, ctx);
      else requireCharacter(condition.subject, action, ctx);
    },
  ],
  "condition:Matches": [
    function matchesDescribesAReference(condition, ctx) {
      const { subject, what } = condition;
      const problem =
        subject.kind === "Query"
          ? "tests a query: say which card with `it` or `this`"
          : what.owner || what.zone
            ? "gives the description an owner or a zone: describe the card itself"
            : undefined;
      if (problem)
        ctx.report(diagnostics.matchesNeedsReference, condition.span, {
          subject: describeSelector(subject),
          what: describeSelector(what),
          problem,
        });
    },
  ],
  "selector:Host": [
    function hostOnlyOnSupportCards(host, ctx) {
      if (!ctx.card || ctx.card.cardKind === "support") return;
      ctx.report(diagnostics.hostOutsideSupport, host.span, {
        number: ctx.card.number,
        cardKind: describeKinds(new Set([ctx.card.cardKind])),
      });
    },
  ],
  "selector:It": [
    function itHasAnAntecedent(it, ctx) {
      if (it.character) {
        if (ctx.characterChoicesBefore === 0)
          ctx.report(diagnostics.thatCharacterWithoutAntecedent, it.span);
      } else if (ctx.choicesBefore === 0) ctx.report(diagnostics.itWithoutAntecedent, it.span);
    },
  ],
  "selector:Query": [
    // `1 card among it` (その中にある) speaks of `it` as much as `it` itself does
    function amongItHasAnAntecedent(query, ctx) {
      if (query.amongIt && ctx.choicesBefore === 0)
        ctx.report(diagnostics.itWithoutAntecedent, query.span);
    },
  ],
};
