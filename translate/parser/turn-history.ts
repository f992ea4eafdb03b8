// What happened this turn, said before a trigger: 「<subject>が<event>したターンの間に、<trigger>」
// (KMG 06-045 「このカードが登場したターンの間に、このカード以外の自分の「羽川 翼」が登場した場合」)
// and 「このカードにレベルアップしたターンの間に、…」 (AW 01-070). The lead is a condition on the
// trigger: the event named has happened earlier in this turn (HappenedThisTurn, the language's
// `this turn <event>`), read when the trigger fires (rule 4.4).
import type {
  Condition,
  Effect,
  EffectStep,
  QuerySelector,
  Selector,
  TriggerEvent,
  TriggeredAbility,
} from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedSentence } from "./results.ts";
import { anyOne } from "./triggers.ts";

export function defineTurnHistory(g: ParserBase): void {
  const { rules } = g;

  rules.happenedTurnLead = g.define("happenedTurnLead", (): Condition => {
    const start = g.lookahead(1);
    const event = g.choiceByGates<TriggerEvent>([
      {
        // このカードにレベルアップしたターンの間に: 〔レベルアップ〕, rule 7.11 (kept, warned, refused)
        GATE: () => g.lookahead(2).tokenType === T.Ni,
        ALT: () => {
          const t = g.token(T.ThisCard);
          g.token(T.Ni);
          g.token(T.LevelUp);
          return g.action((): TriggerEvent => ({
            event: "levelUp",
            player: "you",
            card: { kind: "This", span: g.spanFrom(t) },
            span: g.spanFrom(t),
          }));
        },
      },
      {
        ALT: () => {
          const subject = g.rule(rules.subjectGa);
          const ev = g.rule(rules.eventStem);
          return g.action((): TriggerEvent => ({
            event: ev,
            subject: anyOne(subject),
            span: g.spanFrom(start),
          }));
        },
      },
    ]);
    g.token(T.ShitaTurnNoAidaNi);
    g.optional(() => g.token(T.Comma));
    return g.action((): Condition => ({
      kind: "HappenedThisTurn",
      event,
      span: g.spanFrom(start),
    }));
  });
}

/**
 * <X>と同じ枚数カードを引く / <X>の枚数と同じ枚数カードを引く (GG 01-113 「このターンの間にアプローチに
 * 参加している自分のキャラと同じ枚数カードを引く」): draw one card for each card X names, counted
 * when the step resolves (`draw count(X)`).
 */
export function defineAsMany(g: ParserBase): void {
  const { rules } = g;

  rules.drawAsMany = g.define("drawAsMany", (): EffectStep => {
    const start = g.lookahead(1);
    const of = g.rule(rules.selector);
    g.optional(() => {
      g.token(T.No);
      g.token(T.Maisuu);
    });
    g.token(T.ToOnajiMaisuu);
    g.token(T.Card);
    g.token(T.Wo);
    g.verb(T.Hiku, T.Hiki);
    return g.action((): EffectStep => {
      if (of.kind !== "Query" || of.quantity) return g.fail("a count of cards, with no number");
      return {
        kind: "Draw",
        player: "you",
        amount: { kind: "Count", of },
        span: g.spanFrom(start),
      };
    });
  });
}

/**
 * <X>は、このターン、アプローチに参加しなかった場合、ターン終了時に<step> (PM_K-ON 01-100 「活動状態の
 * 相手のキャラ1枚は、…ターン終了時に手札に戻る」): the card is chosen now; at the end of the turn, the
 * step is done to it unless it took part in an approach (a block, either) this turn:
 * `choose X; at end of turn, if not it is a character that approached this turn, <step on it>`.
 * <X>は、このターン、アプローチに参加した場合、<step> (KSC 01-001): the card is chosen now, and a
 * trigger for this turn does the step to it when it approaches: `choose X; this turn, if it
 * approaches: (<step on it>)`.
 */
export function defineChosenThisTurn(g: ParserBase): void {
  const { rules } = g;

  rules.chosenThisTurn = g.define("chosenThisTurn", (topic: Selector | undefined): EffectStep[] => {
    const start = g.lookahead(1);
    g.token(T.ThisTurn);
    g.token(T.Comma);
    const how = g.oneOf(
      [
        [T.ApproachSanka, "approach"],
        [T.BlockSanka, "block"],
        [T.EitherSanka, "either"],
      ] as const,
      1,
    );
    const not = g.oneOf(
      [
        [T.ShinakattaBaai, true],
        [T.ShitaBaai, false],
      ] as const,
      2,
    );
    g.token(T.Comma, 2);
    const itSpan = g.spanFrom(start);
    const it: Selector = { kind: "It", span: itSpan };
    const later = g.choiceByGates<EffectStep | Effect>(
      [
        { GATE: () => not === true, ALT: () => g.rule(rules.delayed, [it]) },
        { ALT: () => g.rule(rules.body, [it]) },
      ],
      3,
    );
    return g.action((): EffectStep[] => {
      if (!topic || topic.kind !== "Query" || topic.quantity?.kind !== "exactly")
        return g.fail("a number of cards chosen now");
      const span = g.spanFrom(start);
      const designate: EffectStep = { kind: "Designate", target: topic, span };
      if (not) {
        if (!("kind" in later) || later.kind !== "Delayed")
          return g.fail("しなかった場合 before a step at the end of the turn");
        // `a character that …`: any one card, as the grammar reads `it is a …` (conditions.ts)
        const what: QuerySelector = {
          kind: "Query",
          quantity: { kind: "any" },
          noun: { kind: "character" },
          filters: [{ kind: "participated", in: how, span }],
          span,
        };
        const took: Condition = { kind: "Matches", subject: it, what, span };
        const effect: EffectStep = {
          kind: "Conditional",
          condition: { kind: "Not", condition: took, span },
          effect: later.effect,
          span,
        };
        return [designate, { ...later, effect, span }];
      }
      if ("kind" in later) return g.fail("a trigger's effect");
      if (how === "either") return g.fail("アプローチまたは妨害 as a created trigger");
      const trigger: TriggerEvent = {
        event: how === "approach" ? "approaches" : "blocks",
        subject: it,
        span,
      };
      return [designate, { kind: "CreateTrigger", trigger, mode: "if", effect: later, span }];
    });
  });
}

/**
 * このカードを妨害したキャラは、ターン終了時に<step> (PM_K-ON P-003 「…ターン終了時に手札に戻る」): each
 * block of this card marks its blocker, and at the end of the turn the step is done to it. Said
 * in the card language as the trigger that does it: `each time this is blocked: choose 1
 * character blocking this; at end of turn, <step on it>` (chosen while it blocks, rule 8.4).
 */
export function defineBlockerLater(g: ParserBase): void {
  const { rules } = g;

  rules.blockerLater = g.define("blockerLater", (): ParsedSentence => {
    const start = g.lookahead(1);
    g.token(T.ThisCard);
    g.token(T.WoBlockShitaChara);
    g.token(T.Ha);
    g.token(T.Comma);
    const span = g.spanFrom(start);
    const it: Selector = { kind: "It", span };
    const later = g.rule(rules.delayed, [it]);
    return g.action((): ParsedSentence => {
      const all = g.spanFrom(start);
      const self: Selector = { kind: "This", span };
      const blocker: Selector = {
        kind: "Query",
        noun: { kind: "character" },
        filters: [{ kind: "battle", relation: "blocking", other: self, span }],
        quantity: { kind: "exactly", n: 1 },
        span,
      };
      const ability: TriggeredAbility = {
        kind: "Triggered",
        mode: "eachTime",
        trigger: { event: "isBlocked", subject: self, span },
        effect: {
          steps: [
            { link: "none", step: { kind: "Designate", target: blocker, span } },
            { link: "none", step: later },
          ],
          span: all,
        },
        span: all,
      };
      return { type: "ability", ability };
    });
  });
}
