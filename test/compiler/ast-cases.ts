// Failing/passing pairs built as AST values: the parser rejects these texts itself (with its own
// PM12xx code), but an AST can still carry them — from translate/, or a future grammar change —
// so the checker keeps guarding them.
import type { Ability, EffectStep } from "../../grammar/ast.ts";
import * as b from "./ast-builders.ts";
import type { RuleCase } from "./rule-cases.ts";

const one = (...cards: ReturnType<typeof b.character>[]) => [b.cardFile("けいおん!", ...cards)];
const withAbility = (ability: Ability) => one(b.character("09-001", "テスト", {}, ability));

function mayDraw(inner: EffectStep): EffectStep {
  return { kind: "May", player: "you", effect: inner, span: b.span() };
}

function atTrigger(event: "turnEnd" | "enters"): Ability {
  const trigger =
    event === "turnEnd"
      ? { event: "turnEnd" as const, span: b.span() }
      : { event: "enters" as const, subject: b.This(), span: b.span() };
  return { kind: "Triggered", mode: "at", trigger, effect: b.effect(b.draw()), span: b.span() };
}

export const astCases: RuleCase[] = [
  {
    code: "PM3006",
    fail: withAbility(
      b.mainOwn(
        b.effect({
          kind: "Draw",
          player: "owner",
          amount: { kind: "Number", value: 1 },
          span: b.span(),
        }),
      ),
    ),
    pass: withAbility(
      b.mainOwn(
        b.effect({
          kind: "Draw",
          player: "opponent",
          amount: { kind: "Number", value: 1 },
          span: b.span(),
        }),
      ),
    ),
  },
  {
    code: "PM3101",
    fail: one(b.event("09-101", "テスト", { ap: 10, dp: 10 }, b.mainOwn(b.effect(b.draw())))),
    pass: one(b.event("09-101", "テスト", {}, b.mainOwn(b.effect(b.draw())))),
  },
  {
    code: "PM3102",
    fail: one(b.character("09-001", "テスト", { ap: 30, dp: undefined })),
    pass: one(b.character("09-001", "テスト", { ap: 30, dp: 30 })),
  },
  {
    code: "PM3212",
    fail: withAbility(atTrigger("enters")),
    pass: withAbility(atTrigger("turnEnd")),
  },
  {
    code: "PM3304",
    fail: withAbility(b.mainOwn(b.effect(["then", b.draw()]))),
    pass: withAbility(b.mainOwn(b.effect(b.draw(), ["then", b.draw()]))),
  },
  {
    code: "PM3507",
    fail: withAbility(b.mainOwn(b.effect(mayDraw(mayDraw(b.draw()))))),
    pass: withAbility(b.mainOwn(b.effect(mayDraw(b.draw())))),
  },
];

/**
 * Codes covered by a dedicated test instead of a pair: PM3999 (internal-error.test.ts), PM3516
 * (reported by `check --printed` from the translator, test/translate/printed-check.test.ts).
 */
export const specialCodes = ["PM3999", "PM3516"];
