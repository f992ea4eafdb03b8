// Relations between cards (同じ名称 / 同じ特徴 / 名称の異なる): `with the same name` (no `as`),
// `with the same trait` and `with different names` relate the cards of one choice, so they need a
// query that chooses a number of cards (PM3340); a pick no cards can satisfy is refused (PM3341);
// and the card a `with the same name as …` compares with is found, never chosen (PM3342).
import type { Filter, QuerySelector } from "../../grammar/ast.ts";
import { quantityWords } from "../../grammar/selectors.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";
import { describeSelector } from "../selector-types.ts";

const RELATION_WORDS = {
  sameName: "with the same name",
  sameTrait: "with the same trait",
  differentNames: "with different names",
} as const;

/** The fewest cards a quantity always chooses (0 when it may choose none or is no choice). */
function fewestChosen(q: QuerySelector["quantity"]): number | undefined {
  if (q?.kind === "exactly") return q.n;
  if (q?.kind === "anyNumber") return q.min;
  if (q?.kind === "upTo") return 0;
  return undefined;
}

/** The one name every candidate has, when the query names exactly one (noun or `named`). */
function onlyName(query: QuerySelector): string | undefined {
  if (query.noun.kind === "name" && !(query.noun.alternatives?.length ?? 0)) return query.noun.name;
  const named = query.filters.find((f) => f.kind === "name");
  return named?.kind === "name" ? named.name : undefined;
}

function checkTogether(query: QuerySelector, ctx: CheckContext): void {
  for (const f of query.filters) {
    if (f.kind !== "together") continue;
    const fewest = fewestChosen(query.quantity);
    if (fewest === undefined) {
      ctx.report(diagnostics.togetherWithoutChoice, f.span, {
        relation: RELATION_WORDS[f.relation],
        target: describeSelector(query),
      });
      continue;
    }
    // 2 「A」 with different names: every candidate has the name A, so no two differ
    const name = onlyName(query);
    if (f.relation === "differentNames" && name !== undefined && fewest >= 2)
      ctx.report(diagnostics.impossiblePick, f.span, {
        target: describeSelector(query),
        why: `every candidate has the name 「${name}」, so no ${fewest} of them have different names`,
      });
  }
}

/** `with the same name as 1 card in …` would choose the card compared with: found, not chosen. */
function comparedNotChosen(
  f: Extract<Filter, { kind: "sameName" | "sameTrait" }>,
  ctx: CheckContext,
): void {
  const q = f.as.kind === "Query" ? f.as.quantity : undefined;
  if (!q || q.kind === "any") return;
  ctx.report(diagnostics.comparedCardChosen, f.as.span, {
    what: f.kind === "sameName" ? "name" : "trait",
    quantity: quantityWords(q, false),
  });
}

export const groupChecks: CheckRegistry = {
  "selector:Query": [checkTogether],
  "filter:sameName": [comparedNotChosen],
  "filter:sameTrait": [comparedNotChosen],
};
