// Conditions joined by and / or in canonical Japanese, as the translator reads them back
// (parser/conditions.ts): every condition but the last in its joining form (…いて、 and, …いるか、
// or), and-runs inside or, each operator to the left — And(And(a, b), c) is 「aいて、bいて、cいる
// 場合」, Or(And(a, b), c) 「aいて、bいるか、cいる場合」. A grouping that needs parentheses (an or
// inside an and, a right-nested chain) has no such form.
import type { Condition } from "../../grammar/ast.ts";
import { NoJapaneseForm } from "./words.ts";

/** How one condition of the chain is said: joined to the next by and / or, or the last one. */
export type JoinedAs = "and" | "or" | "last";

/** The conditions of an And / Or chain in order, each said by `say` in its place. */
export function joinedConditions(
  c: Condition,
  say: (x: Condition, as: JoinedAs) => string,
): string {
  const chain = (
    x: Condition,
    op: "And" | "Or",
    inner: (y: Condition) => Condition[][] | undefined,
  ): Condition[][] | undefined => {
    if (x.kind !== op) return inner(x);
    const right = inner(x.right);
    if (x.right.kind === op || !right) return undefined;
    const left = chain(x.left, op, inner);
    if (!left) return undefined;
    return op === "And" ? [[...left.flat(), ...right.flat()]] : [...left, ...right];
  };
  const atom = (x: Condition): Condition[][] | undefined =>
    x.kind === "And" || x.kind === "Or" ? undefined : [[x]];
  const groups = chain(c, "Or", (x) => chain(x, "And", atom));
  if (!groups)
    throw new NoJapaneseForm(
      "conditions grouped by parentheses (`A and (B or C)`, `A or (B or C)`)",
    );
  return groups
    .flatMap((group, gi) =>
      group.map((x, i) =>
        say(
          x,
          gi === groups.length - 1 && i === group.length - 1
            ? "last"
            : i < group.length - 1
              ? "and"
              : "or",
        ),
      ),
    )
    .join("、");
}
