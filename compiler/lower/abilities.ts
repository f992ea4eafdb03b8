// Abilities: one AST ability → keywords, runtime abilities and/or an attach restriction. Each AST
// ability gets its own context, so declaration targets and `it` belong to exactly one ability.
import type { Ability as AstAbility, TextCost } from "../../grammar/ast.ts";
import type {
  Ability,
  Condition,
  Cost,
  ExtraCost,
  Filter,
  Keyword,
} from "../../runtime/cards/definition.ts";
import { fmtName } from "../../grammar/literals.ts";
import { lowerCondition } from "./conditions.ts";
import { unsupported, type LowerContext } from "./context.ts";
import { lowerEffect } from "./effects.ts";
import { lowerKeyword } from "./keywords.ts";
import { lowerFilter, queryZone } from "./selectors.ts";
import { lowerStatic } from "./statics.ts";
import { lowerTrigger } from "./triggers.ts";

export interface LoweredAbility {
  keywords: Keyword[];
  abilities: Ability[];
  attachTo?: Filter;
  /** 《使用条件》 of an event (CardDef.playRequirement). */
  playRequirement?: Condition;
}

function extraCost(
  ctx: LowerContext,
  c: Extract<TextCost, { kind: "ExtraCost" }>,
): ExtraCost | undefined {
  const s = c.effect;
  if (
    (s.kind === "Trash" || s.kind === "ReturnToHand") &&
    s.target.kind === "This" &&
    !s.target.zone
  ) {
    return { pay: s.kind === "Trash" ? "trashThis" : "returnThisToHand" };
  }
  if (
    (s.kind === "Trash" || s.kind === "Rest") &&
    s.target.kind === "Query" &&
    s.target.quantity?.kind === "exactly"
  ) {
    const q = s.target;
    const n = s.target.quantity.n;
    const filter = lowerFilter(ctx, q);
    const zone = queryZone(q);
    if (s.kind === "Trash" && zone === "hand" && (q.owner ?? q.zone?.owner) !== "opponent's") {
      return filter ? { pay: "trashFromHand", filter, n } : { pay: "trashFromHand", n };
    }
    if (s.kind === "Rest" && zone === "field" && q.owner === "your" && filter?.other) {
      // restOther already excludes the card paying; `other` is implied.
      const { other: _other, ...rest } = filter;
      return Object.keys(rest).length > 0
        ? { pay: "restOther", filter: rest, n }
        : { pay: "restOther", n };
    }
  }
  unsupported(
    ctx,
    c.span,
    "this extra cost (the runtime pays: trash N from hand, rest N other characters, return/trash this)",
  );
  return undefined;
}

function lowerCosts(ctx: LowerContext, costs: readonly TextCost[]): Cost | undefined {
  const cost: Cost = {};
  const extra: ExtraCost[] = [];
  for (const c of costs) {
    if (c.kind === "Source") {
      if (cost.source !== undefined) unsupported(ctx, c.span, "two source costs on one text");
      cost.source = c.amount;
      if (c.color) cost.color = c.color;
    } else if (c.kind === "Rest") cost.rest = true;
    else {
      const x = extraCost(ctx, c);
      if (x) extra.push(x);
    }
  }
  if (extra.length > 0) cost.extra = extra;
  return Object.keys(cost).length > 0 ? cost : undefined;
}

export function lowerAbility(ctx: LowerContext, a: AstAbility): LoweredAbility {
  switch (a.kind) {
    case "Keyword": {
      const k = lowerKeyword(ctx, a, a.span);
      return { keywords: k ? [k] : [], abilities: [] };
    }
    case "Activated": {
      // A use condition is read when the text is declared (runtime checkActivate → abilityActive;
      // TEXT_USE_CONDITION_AT_DECLARATION_ONLY).
      const condition = a.condition ? lowerCondition(ctx, a.condition) : undefined;
      // an event's timing is its play, which checkActivate never sees: its condition is `requires`
      if (condition && ctx.card.cardKind === "event")
        unsupported(ctx, a.span, "a use condition on an event's timing (write it as `requires`)");
      // 「X」▶ before the effect: what it requires is not in our sources (7.11)
      if (a.nameMark)
        unsupported(
          ctx,
          a.nameMark.span,
          `a text marked ${fmtName(a.nameMark.name)}▶ (rule 7.11: no known rules)`,
        );
      ctx.targets = [];
      const effect = lowerEffect(ctx, a.effect);
      const cost = lowerCosts(ctx, a.costs);
      const ability: Ability = {
        kind: "activated",
        ...(a.mode ? { eventMode: true } : {}),
        timing: { phase: a.timing.phase, player: a.timing.player },
        ...(cost ? { cost } : {}),
        ...(ctx.targets.length > 0 ? { targets: ctx.targets } : {}),
        effect,
        ...(condition ? { condition } : {}),
      };
      return { keywords: [], abilities: [ability] };
    }
    case "Triggered": {
      const on = lowerTrigger(ctx, a.trigger);
      // A trigger's condition is read when the event happens (runtime abilityActive).
      const condition = a.condition ? lowerCondition(ctx, a.condition) : undefined;
      ctx.targets = [];
      const inExile = a.condition !== undefined && needsZone(a.condition, "inExile");
      ctx.thisInExile = inExile;
      const effect = lowerEffect(ctx, a.effect);
      ctx.thisInExile = false;
      const ability: Ability = {
        kind: "triggered",
        on,
        // 「このカードが手札にある状態で、…場合」: the text is offered events while in the hand.
        ...(a.condition && needsHand(a.condition) ? { fromHand: true } : {}),
        // 「このカードがゲームから取り除かれている状態で、…場合」: offered events while removed.
        ...(inExile ? { fromRemoved: true } : {}),
        // `at end of turn` happens once a turn anyway; `eachTime` keeps it out of the once-per-turn record.
        mode: a.mode === "if" ? "if" : "eachTime",
        ...(ctx.targets.length > 0 ? { targets: ctx.targets } : {}),
        effect,
        ...(condition ? { condition } : {}),
      };
      return { keywords: [], abilities: [ability] };
    }
    case "Continuous": {
      const condition = a.condition ? lowerCondition(ctx, a.condition) : undefined;
      const support = ctx.card.cardKind === "support";
      const abilities = lowerStatic(ctx, a.effect).map((effect): Ability => {
        // On a support card, a grant to `host` applies while attached (rule 6.4).
        const kind =
          support && "who" in effect && effect.who.sel === "host" ? "host" : "continuous";
        return condition ? { kind, effect, condition } : { kind, effect };
      });
      return { keywords: [], abilities };
    }
    case "AttachRestriction": {
      const filters: Filter[] = a.to.map((x) =>
        "name" in x ? { name: x.name } : { trait: x.trait },
      );
      return {
        keywords: [],
        abilities: [],
        attachTo: filters.length === 1 ? filters[0]! : { anyOf: filters },
      };
    }
    case "Gyakkyou": {
      const inner = lowerAbility(ctx, a.ability);
      if (inner.attachTo || inner.playRequirement)
        unsupported(ctx, a.span, "gyakkyou on an attach restriction or a play requirement");
      // 〔逆境N〕〔自由登場〕: the keyword carries its gyakkyou (runtime keywordOf reads it).
      return {
        keywords: inner.keywords.map((k) => ({ ...k, gyakkyou: a.n })),
        abilities: inner.abilities.map((x) => ({ ...x, gyakkyou: a.n })),
      };
    }
    case "Level":
      // 《LVN》: what a card's level is and when its text applies are not in our sources (7.11).
      unsupported(ctx, a.nSpan, `a text of level ${a.n} (《LV${a.n}》, rule 7.11: no known rules)`);
      return { keywords: [], abilities: [] };
    case "Reminder":
      // Reminder text states a keyword's rule; the engine implements the keyword (rule 7.11).
      return { keywords: [], abilities: [] };
    case "PlayRequirement":
      if (ctx.card.cardKind !== "event")
        unsupported(ctx, a.span, "a play requirement on a card that is not an event");
      return { keywords: [], abilities: [], playRequirement: lowerCondition(ctx, a.condition) };
  }
}

/** `this is in hand` as the condition (or one side of an `and`) of a trigger. */
function needsHand(c: import("../../grammar/ast.ts").Condition): boolean {
  return needsZone(c, "inHand");
}

/** `this is in hand` / `this is in exile` as the condition (or one side of an `and`) of a trigger. */
function needsZone(
  c: import("../../grammar/ast.ts").Condition,
  state: "inHand" | "inExile",
): boolean {
  if (c.kind === "Is") return c.state === state && c.subject.kind === "This";
  return c.kind === "And" && (needsZone(c.left, state) || needsZone(c.right, state));
}
