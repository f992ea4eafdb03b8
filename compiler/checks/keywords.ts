// Well-formedness of keywords: parameters in range (gyakkyou 7.7, tennen 7.4), character keywords
// only on characters (7.3, 7.4, 7.9, 6.6, 7.8), combi only with an 「A&B」 name (7.6).
import type { Keyword } from "../../grammar/ast.ts";
import { combiHalves } from "../bind.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckRegistry } from "../context.ts";
import { describeKinds } from "../selector-types.ts";

/** Printed cost never reaches 10, so tennen 10 or more would make every character unblockable. */
// 〔天然0〕 is printed (orsk 01-026, yrc 01-008, srbkm 02-060): it keeps cost-0 characters from
// blocking (7.4), and 〔天然+N〕 raises it.
const TENNEN_RANGE = { min: 0, max: 9 };
/** Seven points lose the game (9.1): gyakkyou 7 could never apply, gyakkyou 0 always would. */
const GYAKKYOU_RANGE = { min: 1, max: 6 };

/** `coins` is left out: rule 7.8 puts coins on characters, but no source says a support card cannot print it. */
const CHARACTER_KEYWORDS: ReadonlySet<Keyword["keyword"]> = new Set([
  "active",
  "tennen",
  "teamUp",
  "freeEntry",
]);

const KEYWORD_WORDS: Partial<Record<Keyword["keyword"], string>> = {
  teamUp: "team-up",
  freeEntry: "free entry",
};

export function keywordWord(keyword: Keyword["keyword"]): string {
  return KEYWORD_WORDS[keyword] ?? keyword;
}

export const keywordChecks: CheckRegistry = {
  "ability:Gyakkyou": [
    function gyakkyouInRange(ability, ctx) {
      if (ability.n >= GYAKKYOU_RANGE.min && ability.n <= GYAKKYOU_RANGE.max) return;
      const reason =
        ability.n < GYAKKYOU_RANGE.min
          ? "it would always apply"
          : "a player with 7 points has lost (rule 9.1)";
      ctx.report(diagnostics.gyakkyouOutOfRange, ability.nSpan, { n: ability.n, reason });
    },
  ],
  "keyword:tennen": [
    function tennenInRange(keyword, ctx) {
      if (keyword.n < TENNEN_RANGE.min || keyword.n > TENNEN_RANGE.max) {
        ctx.report(diagnostics.tennenOutOfRange, ctx.span, { n: keyword.n });
      }
    },
  ],
  "ability:Keyword": [
    function characterKeywordsOnCharacters(ability, ctx) {
      const card = ctx.card;
      if (!card || card.cardKind === "character" || !CHARACTER_KEYWORDS.has(ability.keyword))
        return;
      ctx.report(diagnostics.characterKeywordOnNonCharacter, ability.span, {
        keyword: keywordWord(ability.keyword),
        number: card.number,
        cardKind: describeKinds(new Set([card.cardKind])),
      });
    },
    function combiNeedsAPairName(ability, ctx) {
      if (ability.keyword !== "combi" || !ctx.card || combiHalves(ctx.card.name).length > 1) return;
      ctx.report(diagnostics.combiWithoutPair, ability.span, { name: ctx.card.name });
    },
  ],
};
