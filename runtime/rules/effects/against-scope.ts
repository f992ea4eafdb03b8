// A lasting restriction's `against` filter is read when a block is tried (rules/continuous.ts
// restrictedAgainst), long after the resolution that made it. Most filters are kinds of card
// (「コスト3以上のキャラ」) and read the same at any time. Some refer to the resolution itself: the
// card it chose (「相手のキャラ1枚を指定する。…指定したキャラには妨害されない」, KMK 01-001), the cards
// an earlier step trashed (「捨て札にした手札の枚数と同じ使用コストを持つ相手のキャラ」, PM_KG
// 01-034), or the text's own card by reference (「このカードを妨害することができない」 on other
// cards, OOS 01-001). Rule 4.3 reads an effect's cards on resolution; the restriction then lasts
// (rule 3.4) with them, so the resolution's choices are kept with it as plain data.
import type { Filter, MeasuredTest, Selector } from "../../cards/definition.ts";
import type { AgainstScope } from "../../core/state.ts";
import type { Scope } from "../scope.ts";

/** Does the selector name cards through the resolution (a choice, a target, the event's card)? */
function selectorRefersToResolution(s: Selector): boolean {
  switch (s.sel) {
    case "var":
    case "target":
    case "eventCard":
      return true;
    case "this":
    case "host":
      return false;
    case "found":
      return selectorRefersToResolution(s.of);
    case "union":
      return s.of.some(selectorRefersToResolution);
    case "cards":
    case "drawn":
      return filterRefersToResolution(s.filter);
  }
}

function measuredRefersToResolution(m: MeasuredTest | undefined): boolean {
  if (!m) return false;
  const t = m.than;
  return selectorRefersToResolution("count" in t ? t.count : "coins" in t ? t.on : t.of);
}

/** Does any part of the filter name cards through the resolution? */
function filterRefersToResolution(f: Filter | undefined): boolean {
  if (!f) return false;
  // a reference (`among`) is read from the text's card, whatever it names
  if (f.among) return true;
  const refs = [f.blocks, f.blockedBy, f.except, f.sameNameAs, f.sameTraitAs, f.sameColorAs];
  if (refs.some((x) => x !== undefined && selectorRefersToResolution(x))) return true;
  if (measuredRefersToResolution(f.measured)) return true;
  if (filterRefersToResolution(f.not) || filterRefersToResolution(f.carries)) return true;
  return f.anyOf?.some(filterRefersToResolution) ?? false;
}

/**
 * The resolution's scope to keep with a restriction whose `against` filter refers to it; undefined
 * when the filter is a kind of card (read, as before, from the restricted card's point of view).
 */
export function againstScopeOf(
  against: Filter | undefined,
  scope: Scope,
): AgainstScope | undefined {
  if (!filterRefersToResolution(against)) return undefined;
  const out: AgainstScope = { source: scope.source, controller: scope.controller };
  if (scope.targets) out.targets = scope.targets.map((t) => [...t]);
  if (scope.vars)
    out.vars = Object.fromEntries(Object.entries(scope.vars).map(([k, v]) => [k, [...v]]));
  if (scope.eventCard !== undefined) out.eventCard = scope.eventCard;
  return out;
}
