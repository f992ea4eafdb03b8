// Warnings phase: conditions that can never hold (seven points lose the game, 9.1; a main area
// holds five, 6.1; counts are never negative), that always hold, or whose `and`-parts (or a
// gyakkyou prefix and its condition, 7.7) exclude each other.
import type { Condition } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import {
  conjuncts,
  covers,
  describeRange,
  intersectRanges,
  isEmpty,
  numericAtom,
  POINTS_DOMAIN,
  type NumericAtom,
} from "../condition-ranges.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";

function checkAtom(condition: Condition, ctx: CheckContext): void {
  const atom = numericAtom(condition);
  if (!atom) return;
  const possible = intersectRanges(atom.domain, atom.range);
  const asked = describeRange(atom.label, atom.range);
  const domain = describeRange(atom.label, atom.domain);
  if (isEmpty(possible)) {
    ctx.report(diagnostics.unreachableCondition, condition.span, {
      reason: `${asked}, but always ${domain}`,
    });
  } else if (covers(atom.range, atom.domain)) {
    ctx.report(diagnostics.redundantCondition, condition.span, {
      reason: `${asked} and always ${domain}`,
    });
  }
}

/** The gyakkyou threshold of the enclosing ability, as a fact about your points. */
function gyakkyouFact(ctx: CheckContext): NumericAtom | undefined {
  const gyakkyou = [...ctx.ancestors].reverse().find((a) => a.kind === "ability:Gyakkyou");
  if (gyakkyou?.kind !== "ability:Gyakkyou") return undefined;
  const n = gyakkyou.node.n;
  const condition: Condition = {
    kind: "Points",
    player: "you",
    op: ">=",
    value: n,
    span: gyakkyou.node.nSpan,
  };
  return {
    key: "points you",
    label: "your points",
    domain: POINTS_DOMAIN,
    range: { min: n, max: Infinity },
    condition,
  };
}

/** Report the first pair of conjuncts whose ranges for one quantity do not meet. */
function checkConjunction(root: Condition, ctx: CheckContext): void {
  const atoms = conjuncts(root).flatMap((c) => numericAtom(c) ?? []);
  const fact = gyakkyouFact(ctx);
  if (fact) atoms.unshift(fact);
  const byKey = new Map<string, NumericAtom>();
  for (const atom of atoms) {
    // An atom that fails on its own is PM3503's; contradictions are about pairs.
    if (isEmpty(intersectRanges(atom.domain, atom.range))) continue;
    const earlier = byKey.get(atom.key);
    if (!earlier) {
      byKey.set(atom.key, atom);
      continue;
    }
    const both = intersectRanges(intersectRanges(earlier.range, atom.range), atom.domain);
    if (isEmpty(both)) {
      const first =
        earlier === fact
          ? `gyakkyou needs ${describeRange(fact.label, fact.range)}`
          : describeRange(earlier.label, earlier.range);
      const reason = `${first} and ${describeRange(atom.label, atom.range)}`;
      ctx.report(diagnostics.contradictoryCondition, root.span, { reason });
      return;
    }
    byKey.set(atom.key, { ...earlier, range: intersectRanges(earlier.range, atom.range) });
  }
}

/** Only the root of a condition tree is analysed as a whole, once. */
function isRootCondition(ctx: CheckContext): boolean {
  return !ctx.ancestors.at(-1)?.kind.startsWith("condition:");
}

export const conditionChecks: CheckRegistry = {
  "condition:Count": [checkAtom],
  "condition:And": [
    function andPartsAreCompatible(condition, ctx) {
      if (isRootCondition(ctx)) checkConjunction(condition, ctx);
    },
  ],
  "condition:Points": [
    checkAtom,
    function pointsAgreeWithGyakkyou(condition, ctx) {
      if (isRootCondition(ctx)) checkConjunction(condition, ctx);
    },
  ],
};
