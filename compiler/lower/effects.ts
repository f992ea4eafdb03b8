// Effects: AST Effect / EffectStep → runtime Effect. Steps joined by `;` or `; then` become a
// `seq`; `; if you do` wraps its step in `ifYouDo` (runtime: runs only if the previous step did
// something). Steps the runtime cannot express are reported (PM4001), never approximated.
import type {
  Amount as AstAmount,
  Effect as AstEffect,
  EffectStep,
  Selector as AstSelector,
} from "../../grammar/ast.ts";
import type { Amount, Effect, Selector } from "../../runtime/cards/definition.ts";
import { pick, withChoices } from "./choices.ts";
import { lowerCondition, lowerPlayer } from "./conditions.ts";
import { freshVar, unsupported, type LowerContext } from "./context.ts";
import { lowerLaterStep } from "./later-steps.ts";
import { destination, search, sourceIsField, topOfDeck, turnPoints } from "./deck-steps.ts";
import { lowerKeyword } from "./keywords.ts";
import { createTrigger } from "./create-trigger.ts";
import { lowerFilter, lowerPrintedFilter, lowerPlainSelector } from "./selectors.ts";

const NOTHING: Effect = { do: "nothing" };

/**
 * Coins other than the +10/+10 coin (rule 7.8) are counters kept by name (タコスコイン, コイン);
 * magic coins (魔力コイン) have rules our sources do not give (rule 7.11) and are refused.
 */
const MAGIC_COIN = "魔力コイン";

export function lowerAmount(ctx: LowerContext, a: AstAmount): Amount {
  return a.kind === "Number" ? a.value : { count: lowerPlainSelector(ctx, a.of) };
}

/** Lower `e` with declaration targets switched off (the steps may not run). */
function nested(ctx: LowerContext, lower: () => Effect): Effect {
  const was = ctx.nested;
  ctx.nested = true;
  try {
    return lower();
  } finally {
    ctx.nested = was;
  }
}

export function lowerEffect(ctx: LowerContext, e: AstEffect): Effect {
  const steps: Effect[] = [];
  for (const { link, step } of e.steps) {
    if (link === "ifYouDo")
      steps.push({ do: "ifYouDo", effect: nested(ctx, () => lowerStep(ctx, step)) });
    else steps.push(lowerStep(ctx, step));
  }
  return unusedBindings(steps.length === 1 ? steps[0]! : { do: "seq", steps });
}

/** Steps that bind their cards in case a later step says `it`: the negated card, turned point cards. */
const BINDS_IF_USED = new Set(["negate", "flipPoints"]);

/**
 * A negate or a point turning binds its cards in case a later step says `it` (そのカード); when
 * none does, the binding is dropped so the effect is the plain one a hand-written card would have.
 */
function unusedBindings(e: Effect): Effect {
  const text = JSON.stringify(e);
  if (!text.includes('"do":"negate"') && !text.includes('"do":"flipPoints"')) return e;
  const drop = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(drop);
    if (typeof value !== "object" || value === null) return value;
    const v = value as Record<string, unknown>;
    if (
      BINDS_IF_USED.has(v.do as string) &&
      typeof v.as === "string" &&
      !text.includes(`"name":"${v.as}"`)
    ) {
      const { as: _unused, ...rest } = v;
      return rest;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, drop(x)]));
  };
  return drop(e) as Effect;
}

function target(ctx: LowerContext, s: EffectStep & { target: unknown }, pre: Effect[]): Selector {
  const t = (s as { target: AstSelector }).target;
  return (t.kind === "Query" && topOfDeck(ctx, t, pre)) || pick(ctx, t, pre);
}

function gets(ctx: LowerContext, step: Extract<EffectStep, { kind: "Gets" }>): Effect {
  const pre: Effect[] = [];
  const who = pick(ctx, step.target, pre);
  const duration = step.duration ? "turn" : "permanent";
  const parts: Effect[] = [];
  // 「…1枚につき」: stats and cost times the count on resolution; keywords and traits do not multiply
  const per = step.per ? { per: lowerPlainSelector(ctx, step.per) } : {};
  if (step.per && (step.keywords.length > 0 || step.traits?.length))
    unsupported(
      ctx,
      step.span,
      "keywords or traits `for each` card (only stats and cost multiply)",
    );
  // 「使用コスト+Nを得る」: the card's cost on the field (COST_CHANGE_ON_FIELD).
  if (step.cost !== undefined)
    parts.push({ do: "modifyCost", who, delta: step.cost, duration, ...per });
  if (step.stat)
    parts.push({ do: "modify", who, ap: step.stat.ap, dp: step.stat.dp, duration, ...per });
  for (const k of step.keywords) {
    const keyword = lowerKeyword(ctx, k, step.span);
    if (keyword) parts.push({ do: "grant", who, keyword, duration });
  }
  for (const trait of step.traits ?? []) parts.push({ do: "grantTrait", who, trait, duration });
  return withChoices(pre, parts.length === 1 ? parts[0]! : { do: "seq", steps: parts });
}

export function lowerStep(ctx: LowerContext, step: EffectStep): Effect {
  const pre: Effect[] = [];
  switch (step.kind) {
    case "Gets":
      return gets(ctx, step);
    case "SetStat": {
      const who = pick(ctx, step.target, pre);
      const duration = step.duration ? "turn" : "permanent";
      return withChoices(pre, { do: "setStats", who, ap: step.ap, dp: step.dp, duration });
    }
    case "Draw":
      return { do: "draw", player: lowerPlayer(step.player), n: lowerAmount(ctx, step.amount) };
    case "Trash":
      return withChoices(pre, { do: "trash", what: target(ctx, step, pre) });
    case "ReturnToHand":
      return withChoices(pre, { do: "returnToHand", what: target(ctx, step, pre) });
    case "Rest":
      return withChoices(pre, { do: "rest", what: target(ctx, step, pre) });
    case "Ready":
      return withChoices(pre, { do: "ready", what: target(ctx, step, pre) });
    case "PutCoins":
    case "RemoveCoins":
      // Magic coins have rules our sources do not give (7.11); other named coins are counters.
      if (step.coin === MAGIC_COIN) {
        unsupported(
          ctx,
          step.span,
          "magic coins (魔力コイン, rule 7.11: their rules are not in our sources)",
        );
        return NOTHING;
      }
      return withChoices(pre, {
        do: step.kind === "PutCoins" ? "coins" : "removeCoins",
        what: target(ctx, step, pre),
        n: lowerAmount(ctx, step.amount),
        ...(step.coin !== undefined ? { name: step.coin } : {}),
      });
    case "Move": {
      const from =
        step.target.kind === "This" && ctx.thisInHand ? "other" : sourceIsField(step.target);
      return withChoices(pre, destination(ctx, step, target(ctx, step, pre), from));
    }
    case "LookAtTop": {
      if (step.amount.kind !== "Number") {
        unsupported(ctx, step.span, "looking at a counted number of cards");
        return NOTHING;
      }
      const as = freshVar(ctx, "top");
      ctx.it = { sel: "var", name: as };
      ctx.lastLook = as;
      return { do: "look", player: lowerPlayer(step.player), n: step.amount.value, as };
    }
    case "Search":
      return search(ctx, step);
    case "Shuffle":
      return { do: "shuffle", player: lowerPlayer(step.player) };
    case "GivePoints":
      return {
        do: "givePoints",
        player: lowerPlayer(step.player),
        n: lowerAmount(ctx, step.amount),
      };
    case "TurnPoints":
      return turnPoints(ctx, step);
    case "ApproachAgain":
      return withChoices(pre, { do: "approachAgain", what: target(ctx, step, pre) });
    case "CostChange": {
      if (step.card.kind !== "Query") {
        unsupported(ctx, step.span, "a cost change of the next card given by reference");
        return NOTHING;
      }
      const filter = lowerPrintedFilter(ctx, step.card);
      const base = {
        do: "nextCardCost",
        player: lowerPlayer(step.player),
        delta: step.delta,
      } as const;
      return filter ? { ...base, filter } : base;
    }
    case "Battle": {
      const a = pick(ctx, step.attacker, pre);
      const b = pick(ctx, step.defender, pre);
      return withChoices(pre, { do: "battle", a, b });
    }
    case "Exile":
      // ゲームから取り除く: the runtime's "removed" zone (face up, public).
      return withChoices(pre, { do: "move", what: target(ctx, step, pre), to: "removed" });
    case "May": {
      const player = lowerPlayer(step.player);
      if (player === "you")
        return { do: "may", effect: nested(ctx, () => lowerStep(ctx, step.effect)) };
      if (player !== "opponent") {
        unsupported(ctx, step.span, `\`may\` decided by the ${player}`);
        return NOTHING;
      }
      // 「相手は…できる」: the opponent decides and makes the step's choices
      // (OPPONENT_MAY_IS_OPPONENTS_DECISION).
      const was = ctx.chooser;
      ctx.chooser = "opponent";
      try {
        return { do: "may", effect: nested(ctx, () => lowerStep(ctx, step.effect)), player };
      } finally {
        ctx.chooser = was;
      }
    }
    case "Choice":
      return choice(ctx, step);
    case "PlayBan": {
      // the cards are known by their printed data while in the hand (as a cost change's next card)
      const card = step.card;
      if (card.kind !== "Query" || card.quantity) {
        unsupported(ctx, step.span, "a play ban on cards given by reference or by number");
        return NOTHING;
      }
      return {
        do: "banPlay",
        player: lowerPlayer(step.player),
        filter: lowerPrintedFilter(ctx, card) ?? {},
        until: step.until === "endOfMainPhase" ? "mainPhase" : "turn",
      };
    }
    case "Group":
      // one clause: the steps run in order under whatever link or condition is in front
      return { do: "seq", steps: step.steps.map((s) => lowerStep(ctx, s)) };
    case "Conditional": {
      const cond = lowerCondition(ctx, step.condition);
      // `if this is in hand, put this onto …`: inside, `this` is off the field (場に出る, 6.1).
      const inHand = step.condition.kind === "Is" && step.condition.state === "inHand";
      const saved = ctx.thisInHand;
      if (inHand) ctx.thisInHand = true;
      try {
        return { do: "if", cond, then: nested(ctx, () => lowerStep(ctx, step.effect)) };
      } finally {
        ctx.thisInHand = saved;
      }
    }
    case "Delayed":
      // The delayed effect keeps this effect's bindings and targets (runtime `chosen`), so `it`
      // inside it is the card chosen now.
      return {
        do: "delayed",
        at: "endOfTurn",
        effect: nested(ctx, () => lowerStep(ctx, step.effect)),
      };
    case "CreateTrigger":
      return createTrigger(ctx, step);
    case "Designate":
      // 指定する: the choice is the whole step; `pick` binds `it` for the later steps.
      pick(ctx, step.target, pre);
      return withChoices(pre, NOTHING);
    case "PutRest":
    case "Restrict":
    case "ResetStat":
    case "Negate":
    case "Swap":
    case "Must":
      return lowerLaterStep(ctx, step);
    case "Todo":
      unsupported(ctx, step.span, "a `todo` step");
      return NOTHING;
  }
}

/** Rename a resolution-time binding inside an effect (plain data: a deep copy with the new name). */
function renameVar(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameVar(v, from, to));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      (k === "as" || (k === "name" && "sel" in value)) && v === from ? to : renameVar(v, from, to);
  }
  return out;
}

/**
 * `A or B`: only one option runs, so when each option chooses cards, `it` after the choice means
 * whichever was chosen — every option binds the same name. If the options leave `it` pointing at
 * different kinds of things, `it` is left undefined (a later `it` is then reported, not guessed).
 */
function choice(ctx: LowerContext, step: Extract<EffectStep, { kind: "Choice" }>): Effect {
  const itBefore = ctx.it;
  const its: (Selector | undefined)[] = [];
  let options = step.options.map((o) => {
    ctx.it = itBefore;
    const e = nested(ctx, () => lowerStep(ctx, o));
    its.push(ctx.it);
    return e;
  });
  const names = its.map((it) => (it?.sel === "var" && it !== itBefore ? it.name : undefined));
  const shared = names[0];
  if (shared !== undefined && names.every((n) => n !== undefined)) {
    options = options.map((e, i) =>
      names[i] === shared ? e : (renameVar(e, names[i]!, shared) as Effect),
    );
    ctx.it = { sel: "var", name: shared };
  } else {
    ctx.it = its.every((it) => JSON.stringify(it) === JSON.stringify(its[0])) ? its[0] : undefined;
  }
  return { do: "choice", options };
}
