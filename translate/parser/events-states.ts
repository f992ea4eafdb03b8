// The events-and-states family (issue 13): what a continuous text says happens at a moment, beside
// what it gives (…を得るとともに、ターン終了時に活動状態になる, GG 01-061; …自分のターン終了時に…,
// PPTP 01-033). Rule 7.2: the text applies while its condition holds, so the moment's step is an
// `at end of turn` text of the same card under the same condition (read when that moment comes).
import type { ContinuousAbility, Effect, Selector, TriggeredAbility } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { AlsoAtEnd } from "./results.ts";

export function defineEventsStates(g: ParserBase): void {
  const { rules } = g;

  /** [自分の|相手の]ターン終了時に<step of the topic> (after …を得るとともに、). */
  rules.alsoAtEnd = g.define("alsoAtEnd", (topic: Selector | undefined): AlsoAtEnd => {
    const whose = g.optionalIf(
      () => g.lookahead(2).tokenType === T.No,
      () => g.rule(rules.whoseMoment),
    );
    g.token(T.AtEot);
    const effect = g.rule(rules.body, [topic]);
    return g.action(() => (whose ? { whose, effect } : { effect }));
  });
}

/** The `at end of turn` text beside a continuous one: its condition, checked when the turn ends. */
export function atEndText(a: AlsoAtEnd, beside: ContinuousAbility): TriggeredAbility {
  const span = beside.span;
  const trigger = { event: "turnEnd" as const, ...(a.whose ? { whose: a.whose } : {}), span };
  const at: TriggeredAbility = { kind: "Triggered", mode: "at", trigger, effect: a.effect, span };
  if (beside.condition) at.condition = beside.condition;
  return at;
}
