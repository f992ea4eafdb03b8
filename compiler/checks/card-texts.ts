// Well-formedness: which texts each card kind may carry. An event is played at its one timing and
// goes to the trash (6.5), so field texts never apply to it; play requirements are for events;
// attach restrictions are for support cards, one per card (6.4).
import type { Ability, CardDecl } from "../../grammar/ast.ts";
import { fmtBoxKeyword } from "../../grammar/keyword-syntax.ts";
import { reminderOf } from "../../grammar/reminders.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckRegistry } from "../context.ts";
import { describeKinds } from "../selector-types.ts";

/** The ability under any gyakkyou prefixes. */
function core(ability: Ability): Ability {
  return ability.kind === "Gyakkyou" ? core(ability.ability) : ability;
}

function abilitiesOf(card: CardDecl, kind: Ability["kind"]): Ability[] {
  return card.abilities.filter((a) => core(a).kind === kind);
}

const FIELD_TEXT_NAMES: Partial<Record<Ability["kind"], string>> = {
  Triggered: "triggered text",
  Continuous: "continuous text",
  AttachRestriction: "attach restriction",
};

export const cardTextChecks: CheckRegistry = {
  Card: [
    function eventHasOneTiming(card, ctx) {
      if (card.cardKind !== "event") return;
      const timings = abilitiesOf(card, "Activated");
      if (timings.length === 0)
        ctx.report(diagnostics.eventWithoutTiming, card.nameSpan, { number: card.number });
      const modes = timings.filter((a) => a.kind === "Activated" && a.mode);
      if (modes.length > 0) {
        // 以下から1つ選択する: the event is played with one of its modes (each its own timing)
        const plain = timings.find((a) => !modes.includes(a));
        if (plain)
          ctx.report(diagnostics.modesIncomplete, plain.span, {
            number: card.number,
            problem: "has modes and a timing that is not one",
          });
        else if (modes.length === 1)
          ctx.report(diagnostics.modesIncomplete, modes[0]!.span, {
            number: card.number,
            problem: "has a single mode: there is nothing to choose",
          });
        return;
      }
      const second = timings[1];
      if (second)
        ctx.report(diagnostics.eventWithSeveralTimings, second.span, {
          number: card.number,
          count: timings.length,
        });
    },
    function eventHasNoFieldTexts(card, ctx) {
      if (card.cardKind !== "event") return;
      for (const ability of card.abilities) {
        const name = FIELD_TEXT_NAMES[core(ability).kind];
        if (name) ctx.report(diagnostics.fieldTextOnEvent, ability.span, { ability: name });
      }
    },
    function modesOnlyOnEvents(card, ctx) {
      if (card.cardKind === "event") return;
      for (const a of abilitiesOf(card, "Activated")) {
        if (a.kind === "Activated" && a.mode)
          ctx.report(diagnostics.modeOutsideEvent, a.span, {
            number: card.number,
            cardKind: describeKinds(new Set([card.cardKind])),
          });
      }
    },
    function playRequirementOnlyOnEvents(card, ctx) {
      if (card.cardKind === "event") return;
      for (const ability of abilitiesOf(card, "PlayRequirement")) {
        ctx.report(diagnostics.eventOnlyText, ability.span, {
          number: card.number,
          cardKind: describeKinds(new Set([card.cardKind])),
        });
      }
    },
    function reminderIsKnown(card, ctx) {
      for (const a of abilitiesOf(card, "Reminder")) {
        const r = core(a);
        if (r.kind === "Reminder" && reminderOf(r.keyword) === undefined)
          ctx.report(diagnostics.unknownReminder, a.span, { keyword: fmtBoxKeyword(r.keyword) });
      }
    },
    function attachRestrictionOnlyOnSupports(card, ctx) {
      const restrictions = abilitiesOf(card, "AttachRestriction");
      if (card.cardKind !== "support") {
        for (const r of restrictions) {
          ctx.report(diagnostics.attachOnNonSupport, r.span, {
            number: card.number,
            cardKind: describeKinds(new Set([card.cardKind])),
          });
        }
        return;
      }
      const second = restrictions[1];
      if (second)
        ctx.report(diagnostics.severalAttachRestrictions, second.span, { number: card.number });
    },
  ],
  "cost:Rest": [
    function eventsCannotRest(cost, ctx) {
      if (ctx.card?.cardKind === "event") ctx.report(diagnostics.restCostOnEvent, cost.span);
    },
  ],
};
