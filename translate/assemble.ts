// Joins parsed sentences into abilities. A sentence either starts an ability (a timing, a trigger,
// a continuous text, a tag) or continues the open one: その場合 (if you do), その後 (then),
// または (or: a choice with the previous step), このターン、…場合 (a trigger for this turn), or a
// plain effect after an event's timing. A continuation with nothing understood before it fails:
// attaching it to an unrelated ability would be a wrong translation presented as right.
import type {
  Ability,
  ActivatedAbility,
  Effect,
  EffectStep,
  TriggerEvent,
  TriggeredAbility,
} from "../grammar/ast.ts";
import {
  UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN,
  UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK,
} from "../runtime/rules/project-rulings.ts";
import { holdsCarried, withCarriedSubject } from "./parser/carried.ts";
import { aboutIt } from "./parser/triggers.ts";
import { insteadOfHand } from "./parser/field.ts";
import { turnRound } from "./perspective.ts";
import { foldCostBonus } from "./cost-bonus.ts";
import type { DoneStep, Link, ParsedSentence } from "./parser/results.ts";

/** The printed words of the links that make a sentence's steps one clause. */
const LINK_WORDS = { ifYouDo: "その場合", ifYouCannot: "戻せない場合", or: "または" } as const;

const DONE_WORDS: Record<DoneStep, string> = {
  Swap: "a swap",
  Trash: "a trash",
  ReturnToHand: "a return to hand",
  RemoveCoins: "a removal (of coins, or from the game)",
  PutOntoField: "a put onto the field",
  ToHand: "a move into the hand",
  TurnPoints: "turning point cards over",
};

/** The step a 「…た場合」 names: its own kind, or (PutOntoField) a Move onto the field, maybe guarded. */
function doneIs(step: EffectStep | undefined, after: DoneStep): boolean {
  if (!step) return false;
  if (step.kind === "May") return step.player === "you" && doneIs(step.effect, after);
  // …することで…場に出すことができる。この効果で場に出た場合 (KONM P-046): the optional step paid for
  if (step.kind === "MayPay") return step.player === "you" && doneIs(step.effect, after);
  // 取り除いた場合 names both removals: of coins (RemoveCoins) and from the game (Exile, SAGA 01-001)
  if (after === "RemoveCoins") return step.kind === "RemoveCoins" || step.kind === "Exile";
  // 手札に移す代わりに (field.ts): the step before moved a card into the hand
  if (after === "ToHand") return step.kind === "Move" && step.to.zone === "hand";
  if (after !== "PutOntoField") return step.kind === after;
  // 手札にあるこのカードを場に出す: `if this is in hand, put this onto your field`
  if (step.kind === "Conditional" && !step.otherwise) return doneIs(step.effect, after);
  return (
    step.kind === "Move" &&
    (step.to.zone === "field" || step.to.zone === "mainArea" || step.to.zone === "supportArea")
  );
}

export class Assembler {
  readonly abilities: Ability[] = [];
  private open: ActivatedAbility | TriggeredAbility | undefined;
  /** The open ability was closed by a sentence that was not understood. */
  private afterFailure = false;
  /** このカードをプレイする場合、以下から1つ選択する was read: bulleted timings are its modes. */
  private modesAnnounced = false;

  /** Add one parsed sentence; returns a reason when it cannot be placed. */
  add(s: ParsedSentence): string | undefined {
    const effect =
      s.type === "ability" ? effectOf(s.ability) : "effect" in s ? s.effect : undefined;
    if (effect && effect.steps.some(({ step }) => undatedGets(step)))
      return "language: a one-shot change printed with no duration (rule 7.10 knows no lasting one; PM3301)";
    if (s.type !== "continuation" && s.type !== "restToBottom" && s.type !== "useCondition")
      this.afterFailure = false;
    // the modes are the bulleted timings right after the header; anything else ends them
    if (s.type !== "activated" || !s.mode) this.modesAnnounced = s.type === "modesHeader";
    switch (s.type) {
      case "modesHeader":
        this.open = undefined;
        return undefined;
      case "activated": {
        if (s.mode && !this.modesAnnounced)
          return "a bulleted timing (・[…]) with no 「以下から1つ選択する」 before it";
        const a: ActivatedAbility = {
          kind: "Activated",
          ...(s.mode ? { mode: true } : {}),
          timing: s.timing,
          costs: s.costs,
          ...(s.nameMark ? { nameMark: s.nameMark } : {}),
          effect: s.effect,
          span: s.timing.span,
        };
        a.span = { ...a.span, end: s.effect.span.end };
        this.abilities.push(a);
        this.open = a;
        return undefined;
      }
      case "requirement":
        this.abilities.push({
          kind: "PlayRequirement",
          condition: s.condition,
          span: s.condition.span,
        });
        this.open = undefined;
        return undefined;
      case "useCondition": {
        // このテキスト is the activated text just read: only directly after it (a sentence not
        // understood in between, or a trigger, leaves no text it could be said of)
        const last = this.abilities[this.abilities.length - 1];
        if (this.afterFailure) return "continues a sentence that was not understood";
        if (!this.open || this.open !== last || last.kind !== "Activated")
          return "このテキスト (a use condition) does not follow an activated text";
        if (last.condition) return "a second use condition on one text";
        last.condition = s.condition;
        last.span = { ...last.span, end: s.condition.span.end };
        this.open = undefined;
        return undefined;
      }
      case "atEndTopic":
        if (this.open)
          return "after another ability this may be a delayed step of it or an end-of-turn ability";
        this.abilities.push(s.ability);
        return undefined;
      case "ability":
        // 相手はカードを1枚引くことができる。相手がカードを引いた場合、… (AHB 01-116): the draw just
        // offered, so `if you do`, not a trigger of its own (on an event none could ever fire)
        if (s.ability.kind === "Triggered" && this.drawJustOffered(s.ability))
          return this.continueWith("ifYouDo", s.ability.effect);
        // 自分のキャラ1枚を指定する。指定したキャラが…した場合、… (KSC 01-053): a trigger about the card
        // just designated is created by that effect, for this turn (UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN)
        if (s.ability.kind === "Triggered" && this.aboutDesignated(s.ability)) {
          const a = s.ability;
          const step: EffectStep = {
            kind: "CreateTrigger",
            trigger: a.trigger,
            mode: a.mode,
            effect: a.effect,
            span: a.span,
            ...(a.condition ? { condition: a.condition } : {}),
          };
          return this.continueWith("none", { steps: [{ link: "none", step }], span: a.span });
        }
        // 「…1枚を指定する。指定したキャラが退場する場合、代わりに…」 (ERMG 01-069): a replacement about
        // the card just designated is created by that effect, for this turn, as a trigger would be
        if (
          s.ability.kind === "Continuous" &&
          s.ability.effect.kind === "Replacement" &&
          !s.ability.condition &&
          this.designatedBefore(s.ability.effect.trigger)
        ) {
          const e = s.ability.effect;
          const step: EffectStep = {
            kind: "CreateTrigger",
            trigger: e.trigger,
            mode: "instead",
            effect: e.effect,
            span: e.span,
          };
          return this.continueWith("none", { steps: [{ link: "none", step }], span: e.span });
        }
        this.abilities.push(s.ability, ...(s.also ?? []));
        this.open = s.ability.kind === "Triggered" ? s.ability : undefined;
        return undefined;
      case "restToBottom": {
        // the rest of the top N looked at, searched or shown by an earlier step of the effect (TRDR
        // 01-096: 表にする, the opponent designates, the designated are trashed, then the rest)
        const looked = this.open?.effect.steps.some(({ step }) => {
          if (step.kind === "LookAtTop") return true;
          if (step.kind !== "Search" && step.kind !== "Reveal") return false;
          return step.target.kind === "Query" && step.target.zone?.top !== undefined;
        });
        if (looked)
          return this.continueWith(s.link, {
            steps: [{ link: "none", step: s.step }],
            span: s.step.span,
          });
        return this.afterFailure
          ? "continues a sentence that was not understood"
          : "「残りのカード」 does not follow a look at the top of the deck";
      }
      case "continuation": {
        // このカードを妨害しているキャラは、ターン終了時まで±0/-10を得る (PM_K-ON 01-057): no trigger
        // printed; said of this card's blocker, it is done when this card is blocked
        // (UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK)
        if (!this.open && !this.afterFailure && s.link === "none" && saidOfThisBlocker(s.effect)) {
          const span = s.effect.span;
          const ability: TriggeredAbility = {
            kind: "Triggered",
            mode: "if",
            trigger: { event: "isBlocked", subject: { kind: "This", span }, span },
            effect: s.effect,
            span,
          };
          this.abilities.push(ability);
          this.open = ability;
          return undefined;
        }
        if (s.after) {
          const last = this.open?.effect.steps[this.open.effect.steps.length - 1]?.step;
          const done = doneIs(last, s.after);
          if (this.open && !done)
            return `「…た場合」 after a step that is not ${DONE_WORDS[s.after]}`;
          // 手札に移す代わりに: the card is the one the step before moved (DNMC 01-008: a card of
          // the trash, chosen then), not only a card an earlier step named
          if (s.after === "ToHand" && last)
            return this.continueWith(s.link, insteadOfHand(s.effect, last));
        }
        // このターン、相手は、そのカードと同じ名称の…をプレイすることができない (AW P-004) after a
        // sentence whose effect creates a trigger: そのカード is the card that trigger's effect acted
        // on, so the sentence is the rest of that effect (the only place `it` is bound)
        const created = this.open?.effect.steps[this.open.effect.steps.length - 1]?.step;
        if (
          s.link === "none" &&
          created?.kind === "CreateTrigger" &&
          created.mode === "if" &&
          saysIt(s.effect)
        ) {
          created.effect = {
            ...created.effect,
            steps: [...created.effect.steps, ...s.effect.steps],
          };
          return undefined;
        }
        return this.continueWith(s.link, s.effect);
      }
    }
  }

  /**
   * 「<player>がカードを引いた場合、…」 right after the open ability's last step `<player> may draw N`:
   * that player's choice to draw, said again as a condition.
   */
  private drawJustOffered(a: TriggeredAbility): boolean {
    if (a.mode !== "if" || a.condition) return false;
    const t = a.trigger;
    if (t.event !== "cardDrawn" || t.notAtTurnStart) return false;
    const last = this.open?.effect.steps[this.open.effect.steps.length - 1]?.step;
    if (last?.kind !== "May" || last.effect.kind !== "Draw") return false;
    return last.player === t.player && last.effect.player === t.player;
  }

  /**
   * A trigger whose subject, or the card by whose approach it happens, is `it` (指定したキャラ), while
   * the open ability's effect designates a card: said of that card, so that effect creates it.
   */
  private aboutDesignated(
    a: TriggeredAbility,
  ): a is TriggeredAbility & { mode: "if" | "eachTime" } {
    return a.mode !== "at" && this.designatedBefore(a.trigger);
  }

  /** An event about `it` while the open ability's effect has just designated a card. */
  private designatedBefore(t: TriggerEvent): boolean {
    if (!UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN || !this.open) return false;
    return aboutIt(t) && this.open.effect.steps.some(({ step }) => step.kind === "Designate");
  }

  /** A sentence that was not understood closes the open ability: nothing may attach to it. */
  failed(): void {
    this.open = undefined;
    this.afterFailure = true;
  }

  /** Any ability ends here (a keyword tag). */
  close(): void {
    this.open = undefined;
    this.afterFailure = false;
  }

  private continueWith(link: Link, effect: Effect): string | undefined {
    const open = this.open;
    if (!open) {
      return this.afterFailure
        ? "continues a sentence that was not understood"
        : "an effect with no timing or trigger before it";
    }
    if (link === "otherwise" || link === "instead") return branch(open.effect, link, effect);
    // 「その場合、Aし、B」 / 「または、Aし、B」: the link covers both steps, so they are one group
    // (`; if you do, (A; B)`); a sentence whose steps are linked otherwise is not one clause.
    let sentence = effect;
    if (
      (link === "ifYouDo" || link === "ifYouCannot" || link === "or") &&
      effect.steps.length > 1
    ) {
      if (effect.steps.some((s) => s.link !== "none"))
        return `${LINK_WORDS[link]} before steps that are not one clause`;
      const group: EffectStep = {
        kind: "Group",
        steps: effect.steps.map((s) => s.step),
        span: effect.span,
      };
      sentence = { ...effect, steps: [{ link: "none", step: group }] };
    }
    const steps = open.effect.steps;
    const first = sentence.steps[0];
    if (!first) return "an empty effect";
    if (link === "or") {
      const last = steps[steps.length - 1];
      if (!last) return "または with nothing before it";
      // または、活動状態になる: the option's left-out subject is the previous step's target
      const carried = withCarriedSubject(first.step, last.step);
      if (!carried || sentence.steps.slice(1).some((s) => holdsCarried(s.step)))
        return "または with no subject of its own, after a step with no single target";
      first.step = carried;
      const choice = orOption(last.step, first.step);
      if (typeof choice === "string") return choice;
      last.step = choice;
    } else {
      // そのキャラが「X」の場合、使用コスト-1を得る after a cost change of the next card (GG 01-088)
      const last = steps[steps.length - 1];
      const folded = link === "none" ? foldCostBonus(last?.step, first.step) : undefined;
      if (typeof folded === "string") return folded;
      if (last && folded) last.step = folded;
      else steps.push({ link, step: first.step });
    }
    // A sentence may hold more steps (Aし、B after その後 or with no link).
    steps.push(...sentence.steps.slice(1));
    open.effect.span = { ...open.effect.span, end: effect.span.end };
    open.span = { ...open.span, end: effect.span.end };
    return undefined;
  }
}

/**
 * 「A。または、B。」 as one choice. Who chooses and from whose side B is said:
 * - 「相手は、A。または、B。」 (B with no subject of its own, PM_KG 01-027 「相手は、自分の手札を1枚捨て札
 *   にする。または、自分のメインエリアにいるキャラ1枚を休息状態にする。」, flavor 「選んでいただけませんか？」):
 *   B goes on under the same 相手は、 — said from the opponent's side, and the opponent's choice:
 *   `the opponent must (A or B)`.
 * - 「A。または、相手は、B。」 (MMDK 03-013): B names its own performer; the choice is the text's, made
 *   by its controller: `A or the opponent must B`.
 * - 「相手は、Aことができる。または、…」: whether B is still the opponent's option is not said: refused.
 */
function orOption(last: EffectStep, option: EffectStep): EffectStep | string {
  // 「このターン、…場合、A。または、B。」 (MMDK 03-013): B is the other thing the created trigger
  // may do when it fires, not an alternative to creating it.
  const inner = last.kind === "CreateTrigger" ? last.effect.steps.at(-1) : undefined;
  if (last.kind === "CreateTrigger" && inner) {
    const choice = orOption(inner.step, option);
    if (typeof choice === "string") return choice;
    const steps = [...last.effect.steps.slice(0, -1), { ...inner, step: choice }];
    const span = { ...last.span, end: option.span.end };
    return { ...last, effect: { steps, span: { ...last.effect.span, end: span.end } }, span };
  }
  const span = { ...last.span, end: option.span.end };
  const byOpponent = (k: EffectStep): boolean =>
    (k.kind === "Must" || k.kind === "May") && k.player === "opponent";
  if (last.kind === "Must" && byOpponent(last) && !byOpponent(option)) {
    const options = [last.effect, turnRound(option)];
    return { ...last, effect: { kind: "Choice", options, span }, span };
  }
  if (last.kind === "May" && byOpponent(last) && !byOpponent(option))
    return "または after an optional step of the opponent (相手は、…ことができる): whose option it is is not said";
  return { kind: "Choice", options: [last, option], span };
}

/**
 * The other branch of one decision (`if C, A otherwise B`), said in a second sentence:
 * 「C場合、A。それ以外の場合、B。」 (`otherwise`: B joins the last conditional) and 「A。C'場合、
 * 代わりにB。」 (`instead`: the last step becomes the other branch of the sentence's conditional).
 * Either reaches through a delay and open conditionals to the innermost step — 「ターン終了時に
 * C1場合、カードを1枚引く。C2場合、代わりにカードを2枚引く。」 replaces the draw of 1, still at
 * the end of the turn and under C1 (DNMC2 01-101c).
 */
function branch(
  effect: Effect,
  link: "otherwise" | "instead",
  sentence: Effect,
): string | undefined {
  const last = effect.steps[effect.steps.length - 1];
  if (!last)
    return `${link === "otherwise" ? "それ以外の場合" : "代わりに"} with nothing before it`;
  if (sentence.steps.some((s) => s.link !== "none"))
    return "それ以外の場合 before steps that are not one clause";
  const steps = sentence.steps.map((s) => s.step);
  const said: EffectStep =
    steps.length === 1 ? steps[0]! : { kind: "Group", steps, span: sentence.span };
  const replaced = link === "otherwise" ? withOtherwise(last.step, said) : instead(last.step, said);
  if (typeof replaced === "string") return replaced;
  last.step = replaced;
  effect.span = { ...effect.span, end: sentence.span.end };
  return undefined;
}

/** `otherwise` on the innermost conditional that has none (through a delay). */
function withOtherwise(step: EffectStep, other: EffectStep): EffectStep | string {
  const span = { ...step.span, end: other.span.end };
  if (step.kind === "Delayed") {
    const inner = withOtherwise(step.effect, other);
    return typeof inner === "string" ? inner : { ...step, effect: inner, span };
  }
  if (step.kind !== "Conditional") return "それ以外の場合 after a step that is not conditional";
  if (step.otherwise) return "それ以外の場合 after a conditional that has one";
  if (step.effect.kind === "Conditional" && !step.effect.otherwise) {
    const inner = withOtherwise(step.effect, other);
    return typeof inner === "string" ? inner : { ...step, effect: inner, span };
  }
  return { ...step, otherwise: other, span };
}

/** The innermost step (through a delay and open conditionals) as the other branch of `cond`. */
function instead(step: EffectStep, cond: EffectStep): EffectStep | string {
  if (cond.kind !== "Conditional") return "代わりに without a condition";
  const span = { ...step.span, end: cond.span.end };
  if (step.kind === "Delayed" || (step.kind === "Conditional" && !step.otherwise)) {
    const inner = instead(step.effect, cond);
    return typeof inner === "string" ? inner : { ...step, effect: inner, span };
  }
  if (step.kind === "Todo") return "代わりに after a sentence that was not understood";
  return { ...cond, otherwise: step, span: { ...cond.span, start: step.span.start } };
}

/** The effect of a triggered ability; other abilities hold none of one-shot steps. */
function effectOf(a: Ability): Effect | undefined {
  return a.kind === "Triggered" ? a.effect : undefined;
}

/**
 * 〔アクティブ〕または+10/+10を得る (GG 01-036): a one-shot `gets`, or a choice of them, with no
 * duration printed — the checker refuses it (PM3301), so the sentence stays unread.
 */
function undatedGets(step: EffectStep): boolean {
  if (step.kind === "Gets") return step.duration === undefined;
  return step.kind === "Choice" && step.options.some(undatedGets);
}

/** Every step of the effect is said of the characters blocking this card (このカードを妨害している…). */
function saidOfThisBlocker(effect: Effect): boolean {
  if (!UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK) return false;
  return effect.steps.every(({ step }) => {
    const target = "target" in step ? step.target : undefined;
    return (
      target?.kind === "Query" &&
      target.filters.some(
        (f) => f.kind === "battle" && f.relation === "blocking" && f.other.kind === "This",
      )
    );
  });
}

/**
 * A play ban by a name shared with `it` (このターン、相手は、そのカードと同じ名称の…をプレイすることが
 * できない, AW P-004): said of the card an earlier step acted on, which a sentence after a created
 * trigger can only mean inside that trigger's effect. Only bans are read so for now.
 */
function saysIt(effect: Effect): boolean {
  return (
    effect.steps.length > 0 &&
    effect.steps.every(
      ({ step }) =>
        step.kind === "PlayBan" &&
        step.card.kind === "Query" &&
        step.card.filters.some((f) => f.kind === "sameName" && f.as.kind === "It"),
    )
  );
}
