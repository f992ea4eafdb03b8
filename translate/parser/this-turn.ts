// The lead-in of conditions on what happened this turn, shared by history.ts and conditions.ts
// (a file of its own: conditions.ts importing history.ts would close an import cycle).
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

/**
 * このターン、 / このターンの間に[、] before a condition on what happened this turn. Called inside a
 * rule (it uses that rule's CHOICE1 and OPTION1), once per rule.
 */
export function thisTurnLead(g: ParserBase): void {
  g.choice([
    {
      ALT: () => {
        g.token(T.ThisTurn);
        g.token(T.Comma);
      },
    },
    {
      ALT: () => {
        g.token(T.ThisTurnNoAidaNi);
        g.optional(() => g.token(T.Comma, 2));
      },
    },
  ]);
}
