// Abilities → English rules text in the style of the English rule guides: "When this character
// enters, draw 1 card.", "[Main/Own] 0: This character gets +10/+10 until end of turn.",
// "Whenever a character of yours enters, …". One line per ability.
import type {
  Ability,
  CardKind,
  Effect,
  EffectStep,
  Restriction,
  StaticEffect,
} from "../grammar/ast.ts";
import {
  enCondition,
  enGains,
  enKeyword,
  enSelector,
  enTrigger,
  isPlural,
  type EnContext,
} from "./render-en-parts.ts";
import { selfCostChange, selfFreeEntry } from "./render-shared.ts";

const PHASE = { main: "Main", approach: "Approach" } as const;
const PLAYER = { own: "Own", opponent: "Opponent", both: "Both", interrupt: "Interrupt" } as const;
const LINK = { none: "", then: "Then, ", ifYouDo: "If you do, " } as const;

export function renderEn(abilities: Ability[], kind: CardKind = "character"): string {
  const ctx: EnContext = { self: kind === "character" ? "this character" : "this card" };
  return abilities.map((a) => enAbility(a, ctx)).join("\n");
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

export function enAbility(a: Ability, ctx: EnContext): string {
  switch (a.kind) {
    case "Keyword":
      return enKeyword(a);
    case "Activated": {
      const costs = a.costs.map((c) =>
        c.kind === "Rest"
          ? "Rest"
          : c.kind === "Source"
            ? `${c.amount}${c.color ? ` ${c.color}` : ""}`
            : enStep(c.effect, ctx),
      );
      return `[${PHASE[a.timing.phase]}/${PLAYER[a.timing.player]}]${costs.length ? ` ${costs.join(", ")}` : ""}: ${enEffect(a.effect, ctx)}`;
    }
    case "Triggered": {
      const when =
        a.mode === "at"
          ? `At ${enTrigger(a.trigger, ctx)}`
          : `${a.mode === "eachTime" ? "Whenever" : "When"} ${enTrigger(a.trigger, ctx)}`;
      // "While this card is in your hand, when …": a text that works from the hand
      if (a.condition?.kind === "Is" && a.condition.state === "inHand")
        return `While ${ctx.self} is in your hand, ${lowerFirst(when)}, ${lowerFirst(enEffect(a.effect, ctx))}`;
      const cond = a.condition ? `, if ${enCondition(a.condition, ctx)}` : "";
      return `${when}${cond}, ${lowerFirst(enEffect(a.effect, ctx))}`;
    }
    case "Continuous": {
      // a card's own cost change works while it is in the hand (SELF_COST_WORKS_FROM_HAND): say so
      const whiles = [
        ...(a.effect.kind === "Gets" && (selfCostChange(a.effect) || selfFreeEntry(a.effect))
          ? [`${ctx.self} is in your hand`]
          : []),
        ...(a.condition ? [enCondition(a.condition, ctx)] : []),
      ];
      return `${whiles.length ? `While ${whiles.join(" and ")}, ` : ""}${withCap(enStatic(a.effect, ctx), whiles.length === 0)}.`;
    }
    case "Gyakkyou":
      return `Gyakkyou ${a.n}: ${enAbility(a.ability, ctx)}`;
    case "PlayRequirement":
      return `Play only if ${enCondition(a.condition, ctx)}.`;
    case "AttachRestriction":
      return `Attach only to ${a.to.map((t) => ("name" in t ? `「${t.name}」` : `a character with 【${t.trait}】`)).join(" or ")}.`;
  }
}

const lowerFirst = (s: string): string =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const withCap = (s: string, yes: boolean): string => (yes ? cap(s) : s);

export function enEffect(e: Effect, ctx: EnContext): string {
  return e.steps
    .map(
      ({ link, step }) =>
        `${LINK[link]}${link === "none" ? cap(enStep(step, ctx)) : enStep(step, ctx)}.`,
    )
    .join(" ");
}

export function enStep(s: EffectStep, ctx: EnContext): string {
  const sel = (x: Parameters<typeof enSelector>[0]): string => enSelector(x, ctx);
  switch (s.kind) {
    case "Gets": {
      const per = s.per ? ` for each ${sel(s.per).replace(/^your /, "of your ")}` : "";
      const dur = s.duration
        ? s.duration.kind === "untilEndOfTurn"
          ? " until end of turn"
          : " this turn"
        : "";
      return `${sel(s.target)} ${isPlural(s.target) ? "get" : "gets"} ${enGains(s)}${per}${dur}`;
    }
    case "SetStat":
      return `the AP/DP of ${sel(s.target)} becomes ${s.ap}/${s.dp}${s.duration ? " until end of turn" : ""}`;
    case "Draw": {
      const n =
        s.amount.kind === "Number"
          ? plural(s.amount.value, "card")
          : `cards equal to the number of ${sel(s.amount.of)}`;
      return s.player === "opponent" ? `your opponent draws ${n}` : `draw ${n}`;
    }
    case "Trash":
      return `put ${sel(s.target)} into ${/opponent/.test(sel(s.target)) ? "its owner's" : "your"} trash`;
    case "ReturnToHand":
      return `return ${sel(s.target)} to its owner's hand`;
    case "Rest":
      return `rest ${sel(s.target)}`;
    case "Ready":
      return `ready ${sel(s.target)}`;
    case "PutCoins":
      return `put ${amount(s.amount, s.coin !== undefined ? `"${s.coin}" coin` : "+10/+10 coin")} on ${sel(s.target)}`;
    case "RemoveCoins":
      return `remove ${amount(s.amount, s.coin !== undefined ? `"${s.coin}" coin` : "+10/+10 coin")} from ${sel(s.target)}`;
    case "Move": {
      const to = s.to;
      const mine =
        s.target.kind === "This" ||
        (s.target.kind === "Query" && (s.target.owner ?? s.target.zone?.owner) === "your");
      const whose =
        to.owner === "you" || (to.owner === "owner" && mine)
          ? "your"
          : to.owner === "opponent"
            ? "your opponent's"
            : "its owner's";
      if (to.zone === "deck") return `put ${sel(s.target)} on the ${to.position} of ${whose} deck`;
      if (to.zone === "hand") return `put ${sel(s.target)} into ${whose} hand`;
      if (to.zone === "pointPile")
        return `put ${sel(s.target)} into ${whose} point pile face ${s.faceDown ? "down" : "up"}`;
      if (to.zone === "mainArea" && to.owner === "you")
        return `put ${sel(s.target)} onto your main area${s.rested ? " rested" : ""}`;
      if (to.zone === "mainArea" && s.target.kind === "It")
        return `put ${sel(s.target)} onto its owner's main area${s.rested ? " rested" : ""}`;
      if (to.zone === "exDeck") return `put ${sel(s.target)} into ${whose} EX deck`;
      return `move ${sel(s.target)} to ${to.zone === "mainArea" ? "the main area" : to.zone === "supportArea" ? "the support area" : to.zone}`;
    }
    case "LookAtTop":
      return `look at the top ${amount(s.amount, "card")} of ${s.player === "opponent" ? "your opponent's" : "your"} deck`;
    case "Search": {
      const top = s.target.kind === "Query" ? s.target.zone?.top : undefined;
      const target =
        s.target.kind === "Query"
          ? sel({ ...s.target, zone: undefined } as typeof s.target)
          : sel(s.target);
      // "choose 2 「木之本 桜」 …, reveal them and put them into your hand"
      const q = s.target.kind === "Query" ? s.target.quantity : undefined;
      const it = q && (q.kind === "exactly" || q.kind === "upTo") && q.n > 1 ? "them" : "it";
      const reveal = s.reveal ? `, reveal ${it}` : "";
      if (s.target.kind === "Query" && s.target.zone?.zone === "exDeck")
        return `search your EX deck for ${target}${reveal} and put ${it} into your hand`;
      return top !== undefined
        ? `look at the top ${plural(top, "card")} of your deck, choose ${target} among them${reveal} and put ${it} into your hand`
        : `search your deck for ${target}${reveal} and put ${it} into your hand`;
    }
    case "Shuffle":
      return `shuffle ${s.player === "opponent" ? "your opponent's" : "your"} deck`;
    case "GivePoints":
      return `give ${amount(s.amount, "point")} to ${s.player === "opponent" ? "your opponent" : "you"}`;
    case "TurnPoints":
      return `turn ${sel(s.target)} face ${s.face}`;
    case "ApproachAgain":
      return `${sel(s.target)} may approach again`;
    case "CostChange": {
      // the next card played is one card (the AST gives it no number): written in the singular
      const one =
        s.card.kind === "Query" && !s.card.quantity
          ? { ...s.card, quantity: { kind: "exactly" as const, n: 1 } }
          : s.card;
      return `this turn, the next ${sel(one).replace(/^1 (of )?/, "")} you play gets cost ${s.delta > 0 ? "+" : ""}${s.delta}`;
    }
    case "Battle":
      return `${sel(s.attacker)} battles ${sel(s.defender)}`;
    case "Exile":
      return `remove ${sel(s.target)} from the game`;
    case "May": {
      // "you may have 1 of your characters get cost +2 …": a may before a gain says who gets it
      const first = s.effect.kind === "Group" ? s.effect.steps[0] : s.effect;
      const text = lowerFirst(enStep(s.effect, ctx));
      const had = first?.kind === "Gets" ? `have ${text.replace(/ gets /, " get ")}` : text;
      return `${s.player === "opponent" ? "your opponent" : "you"} may ${had}`;
    }
    case "Choice":
      return `choose one: ${s.options.map((o) => enStep(o, ctx)).join("; or ")}`;
    // one clause: "put this character on the bottom of your deck and draw 2 cards"
    case "Group": {
      const parts = s.steps.map((x) => lowerFirst(enStep(x, ctx)));
      return parts.length > 2
        ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
        : parts.join(" and ");
    }
    case "Conditional":
      // "put this card from your hand onto your main area" (手札にあるこのカードを場に出す)
      if (
        s.condition.kind === "Is" &&
        s.condition.state === "inHand" &&
        s.effect.kind === "Move" &&
        s.effect.target.kind === "This" &&
        s.effect.to.zone === "mainArea"
      ) {
        return `put ${ctx.self} from your hand onto your main area${s.effect.rested ? " rested" : ""}`;
      }
      return `if ${enCondition(s.condition, ctx)}, ${enStep(s.effect, ctx)}`;
    case "Delayed":
      return `at end of turn, ${enStep(s.effect, ctx)}`;
    case "CreateTrigger":
      return `this turn, ${s.mode === "eachTime" ? "whenever" : "when"} ${enTrigger(s.trigger, ctx)}, ${lowerFirst(enEffect(s.effect, ctx)).replace(/\.$/, "")}`;
    case "PutRest": {
      const where =
        s.to === "trash"
          ? "into your trash"
          : `on the ${s.to === "deckTop" ? "top" : "bottom"} of your deck`;
      return `put the rest ${where}${s.to === "trash" ? "" : s.order === "chosen" ? " in any order" : " in the same order"}`;
    }
    case "Restrict": {
      const text = `${sel(s.target)} ${enRestriction(s.restriction, ctx, isPlural(s.target))}`;
      if (!s.duration) return text;
      if (s.duration.kind === "untilEndOfTurn") return `${text} until end of turn`;
      // "this turn, … by characters that entered this turn": not "… this turn this turn"
      return text.endsWith(" this turn") ? `this turn, ${text}` : `${text} this turn`;
    }
    case "ResetStat":
      return `reset the ${s.which === "both" ? "AP/DP" : s.which.toUpperCase()} of ${sel(s.target)}`;
    case "Negate":
      return `negate ${s.what === "event" ? "the event your opponent is playing" : s.what === "text" ? "the text your opponent is using" : "your opponent's declaration"}`;
    case "Swap":
      return `swap ${sel(s.hand)} with ${sel(s.point)}`;
    case "Designate":
      return `choose ${sel(s.target)}`;
    case "PlayBan":
      return `${s.player === "opponent" ? "your opponent" : "you"} cannot play ${sel(s.card)} until the end of ${s.until === "endOfMainPhase" ? "this turn's main phase" : "the turn"}`;
    case "Must":
      return `${s.player === "opponent" ? "your opponent" : "you"} must ${lowerFirst(enStep(s.effect, ctx))}`;
    case "Todo":
      return `TODO (untranslated): ${s.text}`;
  }
}

function amount(
  a: { kind: "Number"; value: number } | { kind: "Count"; of: unknown },
  word: string,
): string {
  return a.kind === "Number" ? plural(a.value, word) : `X ${word}s`;
}

function enStatic(e: StaticEffect, ctx: EnContext): string {
  const t = enSelector(e.target, ctx);
  switch (e.kind) {
    case "Gets":
      return `${t} ${isPlural(e.target) ? "get" : "gets"} ${enGains(e)}${e.per ? ` for each ${enSelector(e.per, ctx)}` : ""}`;
    case "SourceModifier":
      return `${t} gives source ${e.delta > 0 ? "+" : ""}${e.delta} when used to pay for ${enSelector(e.whenPaying, ctx)}`;
    case "CountsAs":
      return `${t} also counts as 「${e.name}」`;
    case "Restriction":
      return `${t} ${enRestriction(e.restriction, ctx, isPlural(e.target))}`;
  }
}

/** `plural`: the subject is several cards ("2 of your characters do not leave the field"). */
function enRestriction(r: Restriction, ctx: EnContext, plural = false): string {
  const doesNot = plural ? "do not" : "does not";
  switch (r.kind) {
    case "cannotBeBlocked":
      return `cannot be blocked${r.by ? ` by ${enSelector(r.by, ctx)}` : ""}`;
    case "doesNotLeave":
      return `${doesNot} leave the field${r.when ? ` when ${r.when}` : ""}`;
    case "cannotLeave":
      return `${doesNot} leave the field`;
    case "mustApproach":
      return "must approach if able";
    case "cannotBlock":
      return `cannot block${r.target ? ` ${enSelector(r.target, ctx)}` : ""}`;
    case "canBlockWhileRested":
      return "can block while rested";
    case "cannotApproach":
      return "cannot approach";
  }
}
