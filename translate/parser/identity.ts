// Identity (values-and-identity family): a card known by several names.
//   [ゲーム中、]このカードの名称は、「A」としても「B」としても…扱う (BBD P-003)
//     → the continuous `this counts as 「A」 and 「B」 [everywhere]` (CountsAs). ゲーム中 says the
//       names hold in every zone, not only on the field as rule 5.5 (R-FAQ-3) has it
//       ([project] GAME_WIDE_NAMES_IN_EVERY_ZONE).
import type { ContinuousAbility } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedSentence } from "./results.ts";

export function defineIdentity(g: ParserBase): void {
  const { rules } = g;

  rules.namesTreatedAs = g.define("namesTreatedAs", (): ParsedSentence => {
    const start = g.lookahead(1);
    const everywhere = g.optional(() => {
      g.token(T.InTheGame);
      g.token(T.Comma);
      return true;
    });
    g.token(T.ThisCard);
    g.token(T.NoMeishouHa);
    g.token(T.Comma, 2);
    const first = g.token(T.NameLit);
    g.token(T.Toshitemo);
    const names = [first];
    g.repeat(() => {
      const n = g.token(T.NameLit, 2);
      g.token(T.Toshitemo, 2);
      g.action(() => names.push(n));
    });
    g.token(T.Atsukau);
    return g.action((): ParsedSentence => {
      const span = g.spanFrom(start);
      const target = { kind: "This" as const, span };
      const ability: ContinuousAbility = {
        kind: "Continuous",
        effect: {
          kind: "CountsAs",
          target,
          names: names.map((n) => n.image.slice(1, -1)),
          ...(everywhere ? { everywhere: true as const } : {}),
          span,
        },
        span,
      };
      return { type: "ability", ability };
    });
  });
}
