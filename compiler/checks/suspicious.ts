// Warnings phase: legal texts that are almost surely transcription slips, and later keywords the
// engine has no rules for (7.11). None of these stop a card from compiling.
import type { CardDecl, EffectStep, Selector } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import { contentKey } from "../content-key.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";
import { fmtStep } from "../../grammar/format.ts";
import { fmtName } from "../../grammar/literals.ts";
import { keywordWord } from "./keywords.ts";

/** Steps that always happen, so `if you do` after them is the same as `then`. */
const SURE_STEPS: ReadonlySet<EffectStep["kind"]> = new Set([
  "Draw",
  "Shuffle",
  "LookAtTop",
  "GivePoints",
  "Delayed",
  "CreateTrigger",
]);

/** A support character: a character without AP/DP, which only ever sits in the support area (1.1). */
function isSupportCharacter(card: CardDecl | undefined): card is CardDecl {
  return card?.cardKind === "character" && card.ap === undefined && card.dp === undefined;
}

function warnOwnStatChange(
  target: Selector,
  span: EffectStep["span"],
  stat: unknown,
  ctx: CheckContext,
): void {
  if (stat && target.kind === "This" && isSupportCharacter(ctx.card)) {
    ctx.report(diagnostics.neverAppliesToSupportCharacter, span, {
      what: "a stat change of its own",
      number: ctx.card.number,
    });
  }
}

const EX_DECK = "the EX deck (EXデッキ)";
/** The printed name of magic coins (〔魔力N〕, rule 7.11). */
const MAGIC_COIN = "魔力コイン";

function magicCoinsHaveNoRules(
  step: Extract<EffectStep, { kind: "PutCoins" | "RemoveCoins" }>,
  ctx: CheckContext,
): void {
  if (step.coin === MAGIC_COIN)
    ctx.report(diagnostics.laterRulesNotImplemented, step.span, {
      what: "magic coins (魔力コイン)",
    });
}

export const suspiciousChecks: CheckRegistry = {
  // Rule 7.11 beyond keywords: the EX deck as a zone or a destination; magic coins (below).
  "selector:Query": [
    function exDeckHasNoRules(query, ctx) {
      if (query.zone?.zone === "exDeck")
        ctx.report(diagnostics.laterRulesNotImplemented, query.span, { what: EX_DECK });
    },
  ],
  "keyword:unimplemented": [
    (keyword, ctx) =>
      ctx.report(diagnostics.rulesNotImplemented, ctx.span, {
        keyword: `${keyword.name}${keyword.param ?? ""}`,
      }),
  ],
  // 《LV3》 before a text: a card's level has no known rules (7.11).
  "ability:Level": [
    (ability, ctx) =>
      ctx.report(diagnostics.laterRulesNotImplemented, ability.nSpan, {
        what: `a card's level (《LV${ability.n}》)`,
      }),
  ],
  // 「X」▶ before an activated text's effect: a later mark with no known rules (7.11).
  "ability:Activated": [
    (ability, ctx) => {
      if (ability.nameMark)
        ctx.report(diagnostics.nameMarkNotImplemented, ability.nameMark.span, {
          name: fmtName(ability.nameMark.name),
        });
    },
  ],
  // `you level up into this` is the event of 〔レベルアップ〕, a 7.11 keyword: the same warning.
  "trigger:levelUp": [
    (trigger, ctx) =>
      ctx.report(diagnostics.rulesNotImplemented, trigger.span, { keyword: "レベルアップ" }),
  ],
  "trigger:performs": [
    (trigger, ctx) =>
      ctx.report(diagnostics.laterRulesNotImplemented, trigger.span, { what: trigger.action }),
  ],
  // a keyword performed (〔POP〕する, 〔EPIC〕できる) is that keyword's use: PM3501 as for the keyword
  "step:Perform": [
    (step, ctx) => {
      const keyword = /^〔(.+)〕$/.exec(step.action)?.[1];
      if (keyword !== undefined)
        ctx.report(diagnostics.rulesNotImplemented, step.span, { keyword });
      else ctx.report(diagnostics.laterRulesNotImplemented, step.span, { what: step.action });
    },
  ],
  "step:LevelUp": [
    (step, ctx) =>
      ctx.report(diagnostics.rulesNotImplemented, step.span, { keyword: "レベルアップ" }),
  ],
  "step:IncreaseCoins": [
    (step, ctx) => ctx.report(diagnostics.coinIncreaseNotImplemented, step.span),
  ],
  "static:AnyNumberInExDeck": [
    (effect, ctx) =>
      ctx.report(diagnostics.laterRulesNotImplemented, effect.span, { what: EX_DECK }),
  ],
  "static:MayLevelUp": [
    (effect, ctx) =>
      ctx.report(diagnostics.rulesNotImplemented, effect.span, { keyword: "レベルアップ" }),
  ],
  "trigger:levelsUp": [
    (trigger, ctx) =>
      ctx.report(diagnostics.rulesNotImplemented, trigger.span, { keyword: "レベルアップ" }),
  ],
  Card: [
    function ifAndEachTimeOnOneTrigger(card, ctx) {
      const seen = new Map<string, "if" | "eachTime">();
      for (const written of card.abilities) {
        const ability = written.kind === "Gyakkyou" ? written.ability : written;
        if (ability.kind !== "Triggered" || ability.mode === "at") continue;
        const key = contentKey(ability.trigger);
        const other = seen.get(key);
        if (other && other !== ability.mode) {
          ctx.report(diagnostics.ifAndEachTime, ability.trigger.span);
          return;
        }
        seen.set(key, ability.mode);
      }
    },
    function textsWrittenOnce(card, ctx) {
      const seen = new Set<string>();
      for (const ability of card.abilities) {
        const key = contentKey(ability);
        if (seen.has(key))
          ctx.report(diagnostics.duplicateText, ability.span, { number: card.number });
        seen.add(key);
      }
    },
    function traitsListedOnce(card, ctx) {
      const seen = new Set<string>();
      for (const trait of card.traits) {
        if (seen.has(trait)) ctx.report(diagnostics.duplicateTrait, card.span, { trait });
        seen.add(trait);
      }
    },
  ],
  Effect: [
    function ifYouDoAfterAStepThatCanFail(effect, ctx) {
      effect.steps.forEach(({ link }, i) => {
        const previous = effect.steps[i - 1]?.step;
        if (link !== "ifYouDo" || !previous || !SURE_STEPS.has(previous.kind)) return;
        ctx.report(diagnostics.ifYouDoAfterSureStep, effect.steps[i]!.step.span, {
          step: previous.kind.toLowerCase(),
        });
      });
    },
  ],
  "step:Move": [
    function exDeckDestinationHasNoRules(step, ctx) {
      if (step.to.zone === "exDeck")
        ctx.report(diagnostics.laterRulesNotImplemented, step.span, { what: EX_DECK });
    },
  ],
  // LV5以上の: a card's level has no known rules (7.11), as for 《LVN》
  "filter:level": [
    (filter, ctx) =>
      ctx.report(diagnostics.laterRulesNotImplemented, filter.span, {
        what: `a card's level (LV${filter.value})`,
      }),
  ],
  // 〔POP〕された: the cards a later keyword acted on (7.11), warned as the keyword is
  "filter:affectedBy": [
    (filter, ctx) => {
      const keyword = /^〔(.+)〕$/.exec(filter.action)?.[1];
      if (keyword !== undefined)
        ctx.report(diagnostics.rulesNotImplemented, filter.span, { keyword });
      else ctx.report(diagnostics.laterRulesNotImplemented, filter.span, { what: filter.action });
    },
  ],
  "filter:keyword": [
    function laterKeywordInFilter(filter, ctx) {
      const k = filter.keyword;
      if (k.keyword === "unimplemented")
        ctx.report(diagnostics.rulesNotImplemented, filter.span, {
          keyword: `${k.name}${k.param ?? ""}`,
        });
    },
  ],
  "step:PutCoins": [magicCoinsHaveNoRules],
  "step:RemoveCoins": [magicCoinsHaveNoRules],
  "step:May": [
    function mayNotNested(step, ctx) {
      const inner = step.effect;
      if (inner.kind === "May") ctx.report(diagnostics.mayInMay, inner.span);
    },
  ],
  "step:Must": [
    function mustForAnotherPlayer(step, ctx) {
      if (step.player === "you")
        ctx.report(diagnostics.pointlessMust, step.span, { step: fmtStep(step.effect) });
    },
  ],
  "step:Gets": [
    function getsSomething(step, ctx) {
      if (
        step.stat &&
        step.stat.ap === 0 &&
        step.stat.dp === 0 &&
        step.keywords.length === 0 &&
        step.cost === undefined
      ) {
        ctx.report(diagnostics.getsNothing, step.span);
      }
    },
    (step, ctx) => warnOwnStatChange(step.target, step.span, step.stat, ctx),
  ],
  "static:Gets": [
    function staticGetsSomething(effect, ctx) {
      if (
        effect.stat &&
        effect.stat.ap === 0 &&
        effect.stat.dp === 0 &&
        effect.keywords.length === 0 &&
        effect.cost === undefined
      ) {
        ctx.report(diagnostics.getsNothing, effect.span);
      }
    },
    (effect, ctx) => warnOwnStatChange(effect.target, effect.span, effect.stat, ctx),
  ],
  "ability:Keyword": [
    function approachKeywordsOnSupportCharacters(ability, ctx) {
      if (!isSupportCharacter(ctx.card)) return;
      if (
        ability.keyword !== "active" &&
        ability.keyword !== "tennen" &&
        ability.keyword !== "teamUp"
      )
        return;
      ctx.report(diagnostics.neverAppliesToSupportCharacter, ability.span, {
        what: `\`${keywordWord(ability.keyword)}\``,
        number: ctx.card.number,
      });
    },
  ],
  "keyword:freeEntry": [
    function freeEntryPhasesAreNew(keyword, ctx) {
      const seen = new Set<string>();
      for (const phase of keyword.phases ?? []) {
        const key = `${phase.phase}/${phase.player}`;
        if (phase.phase === "main" && phase.player === "own") {
          ctx.report(diagnostics.redundantFreeEntry, ctx.span, {
            reason: "lists [main/own], where any character may enter",
          });
        } else if (seen.has(key)) {
          ctx.report(diagnostics.redundantFreeEntry, ctx.span, { reason: `lists [${key}] twice` });
        }
        seen.add(key);
      }
    },
  ],
};
