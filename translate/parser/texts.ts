// A text a card gets for a while (issue 13, the family of texts, players and removed cards):
//   <X>は、ターン終了時まで以下のテキストを得る。「<trigger>、<effect>。」 (SAGA 01-072) → GrantText.
// The quoted text is a sentence of its own, which the grammar cannot read from inside a token: the
// step holds it as a placeholder (as 以下から1つ選択する holds its options, options.ts), and
// translate/granted-texts.ts reads it as a triggered text and puts its parts in.
import type { Duration, Effect, EffectStep, Selector, TriggerEvent } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { durationOf } from "./durations.ts";

const MARK = "\u0001text:";

/** The quoted text a GrantText step still holds as a placeholder, or undefined. */
export function grantedPlaceholder(step: EffectStep): string | undefined {
  if (step.kind !== "GrantText") return undefined;
  const [only] = step.effect.steps;
  if (step.effect.steps.length !== 1 || only?.step.kind !== "Todo") return undefined;
  return only.step.text.startsWith(MARK) ? only.step.text.slice(MARK.length) : undefined;
}

export function defineTexts(g: ParserBase): void {
  const { rules } = g;

  /**
   * [このカードを][休息状態で]場に出す[ことができる] in a text that works while its card is removed
   * from the game (SG 01-077): `[you may] put this onto your field`, the card taken from the
   * removed zone (lowering, TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID). The whole effect of the sentence.
   */
  rules.removedOntoField = g.define("removedOntoField", (topic: Selector | undefined): Effect => {
    const start = g.lookahead(1);
    // ゲームから取り除かれているこのカード: `this in your exile`, as the renderer writes it
    const inExile = g.optional(() => g.token(T.Removed), 4) !== undefined;
    const object = g.optional(() => {
      g.token(T.ThisCard);
      g.token(T.Wo);
      return true;
    });
    const rested = g.optional(() => g.token(T.RestedDe), 2) !== undefined;
    g.token(T.BaNiDasu);
    const may = g.optional(() => g.token(T.KotoGaDekiru), 3) !== undefined;
    return g.action((): Effect => {
      if (!object && topic?.kind !== "This") return g.fail("場に出す with no card to put");
      const span = g.spanFrom(start);
      const move: EffectStep = {
        kind: "Move",
        target: inExile
          ? { kind: "This", zone: { zone: "removed", owner: "your" }, span }
          : { kind: "This", span },
        to: { zone: "field", owner: "you" },
        span,
      };
      if (rested) move.rested = true;
      const step: EffectStep = may ? { kind: "May", player: "you", effect: move, span } : move;
      return { steps: [{ link: "none", step }], span };
    });
  });

  rules.grantText = g.define("grantText", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    const duration = g.optional((): Duration => {
      const until = g.token(T.Until);
      g.optional(() => g.token(T.Comma), 2);
      return durationOf(until);
    });
    g.token(T.GainTextBelow);
    // 「自分の「X」が退場した場合、…。」: a text naming a card quotes inside the quote (OptionLit)
    const quoted = g.anyToken([T.NameLit, T.OptionLit]);
    return g.action((): EffectStep => {
      if (!topic) return g.fail("以下のテキストを得る with no card that gets it");
      const span = g.spanFrom(start);
      // the trigger and the effect are the quoted text's, put in by granted-texts.ts
      const placeholder: Effect = {
        steps: [
          {
            link: "none",
            step: { kind: "Todo", text: `${MARK}${quoted.image.slice(1, -1)}`, span },
          },
        ],
        span,
      };
      const unread = { event: "enters", subject: topic, span } as TriggerEvent;
      return {
        kind: "GrantText",
        target: topic,
        mode: "if",
        trigger: unread,
        effect: placeholder,
        ...(duration ? { duration } : {}),
        span,
      };
    });
  });
}
