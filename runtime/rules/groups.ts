// Relations among the cards chosen together (「同じ名称のキャラ2枚」 MDK 01-118, 「自分の同じ特徴を持つ
// キャラ2枚」 MDK 01-038, 「それぞれ名称の異なる」 AHB2 P-022): not a test of one card, so it is
// checked on the whole choice — when a declaration names its targets (targets.ts), when a choice
// made on resolution is answered (resolution.ts answerOf), and when the legal choices are listed
// for an agent (legal-priority.ts, pending.ts). Names compare as everywhere (combi halves count,
// rule 7.6; spacing ignored), traits printed or granted (continuous.ts traitsOf).
import type { GroupRelation, TargetSpec } from "../cards/definition.ts";
import { hasName, nameKey } from "../cards/database.ts";
import type { Ctx } from "../core/ctx.ts";
import { namesOf, traitsOf } from "./continuous.ts";
import {
  GROUP_PICK_SHRINKS_TO_LARGEST,
  GROUP_SHARES_ONE_NAME_OR_TRAIT,
} from "./project-rulings.ts";

/** What a refused choice is told (the reason of `choice/group` / `target/illegal`). */
export const GROUP_REASON: Record<GroupRelation, string> = {
  sameName: "the chosen cards must all have one name in common (同じ名称)",
  sameTrait: "the chosen cards must all have one trait in common (同じ特徴)",
  differentNames: "no two chosen cards may share a name (名称の異なる)",
};

/** The names (or traits) a card brings to a relation: keys that compare as names compare. */
function keysOf(ctx: Ctx, relation: GroupRelation, id: number): string[] {
  return relation === "sameTrait"
    ? [...traitsOf(ctx, id)]
    : namesOf(ctx, id).map((n) => nameKey(n));
}

/** Do these cards relate as `relation` asks? Fewer than two cards always do. */
export function groupHolds(ctx: Ctx, relation: GroupRelation, cards: readonly number[]): boolean {
  if (cards.length < 2) return true;
  if (relation === "differentNames") {
    for (let i = 1; i < cards.length; i++) {
      const names = namesOf(ctx, cards[i]!);
      for (let j = 0; j < i; j++)
        if (namesOf(ctx, cards[j]!).some((n) => hasName(names, n))) return false;
    }
    return true;
  }
  // GROUP_SHARES_ONE_NAME_OR_TRAIT: one key every chosen card has (not only pairwise shares)
  const [first, ...rest] = cards.map((c) => keysOf(ctx, relation, c));
  if (GROUP_SHARES_ONE_NAME_OR_TRAIT)
    return first!.some((k) => rest.every((keys) => keys.includes(k)));
  return cards.every((_, i) => i === 0 || first!.some((k) => rest[i - 1]!.includes(k)));
}

/**
 * The most cards of `items` (at most `cap`) that relate as `relation` asks: the size a choice is
 * bounded by when no `cap` cards do ([project] GROUP_PICK_SHRINKS_TO_LARGEST).
 */
export function largestGroup(
  ctx: Ctx,
  relation: GroupRelation,
  items: readonly number[],
  cap: number,
): number {
  if (items.length === 0 || cap <= 0) return 0;
  if (relation !== "differentNames") {
    // one key shared by all: the key most cards have
    const count = new Map<string, number>();
    for (const c of items)
      for (const k of new Set(keysOf(ctx, relation, c))) count.set(k, (count.get(k) ?? 0) + 1);
    return Math.min(cap, Math.max(1, ...count.values()));
  }
  // no two sharing a name: a search over the cards' name sets (few distinct ones in practice)
  const sets = distinctNameSets(ctx, items);
  let best = 0;
  const used = new Set<string>();
  const rec = (i: number, size: number): void => {
    if (size > best) best = size;
    if (best >= cap || i >= sets.length || size + (sets.length - i) <= best) return;
    const names = sets[i]!;
    if (!names.some((n) => used.has(n))) {
      for (const n of names) used.add(n);
      rec(i + 1, size + 1);
      for (const n of names) used.delete(n);
    }
    rec(i + 1, size);
  };
  rec(0, 0);
  return Math.min(cap, best);
}

/** Each different name set among the cards once (two copies of a card can never both be taken). */
function distinctNameSets(ctx: Ctx, items: readonly number[]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const c of items) {
    const names = [...new Set(namesOf(ctx, c).map((n) => nameKey(n)))].sort();
    const key = names.join("\u0000");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(names);
    }
  }
  return out;
}

/**
 * Up to `cap` ways to pick `k` of `items` that relate as `relation` asks (a bounded list for
 * agents; `apply` accepts any legal choice). Subsets that already break the relation are pruned.
 */
export function groupCombinations(
  ctx: Ctx,
  relation: GroupRelation,
  items: readonly number[],
  k: number,
  cap: number,
): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (start: number): void => {
    if (out.length >= cap) return;
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < items.length && out.length < cap; i++) {
      cur.push(items[i]!);
      if (groupHolds(ctx, relation, cur)) rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

/**
 * How many of `options` a choice for `spec` can take: all of them, or with a relation the most
 * that relate so (GROUP_PICK_SHRINKS_TO_LARGEST) — what `choiceBounds` is given as available.
 */
export function groupAvailable(ctx: Ctx, spec: TargetSpec, options: readonly number[]): number {
  if (!spec.group) return options.length;
  const cap = spec.anyNumber ? options.length : spec.n;
  const largest = largestGroup(ctx, spec.group, options, cap);
  // with GROUP_PICK_SHRINKS_TO_LARGEST off, a choice that cannot be made in full takes nothing
  return GROUP_PICK_SHRINKS_TO_LARGEST || largest >= cap ? largest : 0;
}
