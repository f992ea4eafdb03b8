// Query building helpers for the selector grammar: whether a quantity follows, bracket contents,
// and turning parsed modifiers into one QuerySelector (with the owner/zone conventions).
import type { Filter, Noun, QuerySelector, Quantity, Selector } from "../../grammar/ast.ts";
import type { TokenType } from "chevrotain";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { Modifier } from "./results.ts";

/** The next tokens are N枚 or N枚まで (or 任意の枚数 / 全て after the particle: 手札を全て…). */
function isQuantity(g: ParserBase): boolean {
  const first = g.lookahead(1).tokenType;
  if (first === T.AnyNumber || first === T.AllLate) return true;
  const next = g.lookahead(2).tokenType;
  return g.lookahead(1).tokenType === T.Num && (next === T.Mai || next === T.MaiMade);
}

/**
 * [N枚 / N枚まで]: a quantity if one comes next. Chevrotain cannot see past a rule's end, so the
 * gate says explicitly that 5枚以上 is not a quantity. Its two calls are the `occurrence`-th of
 * their kinds (an optional and `rules.quantity`).
 */
export function optionalQuantity(g: ParserBase, occurrence = 1): Quantity | undefined {
  return g.optionalIf(
    () => isQuantity(g),
    () => g.rule(g.rules.quantity, occurrence),
    occurrence,
  );
}

/**
 * A selector with the quantity written after its particle (キャラを2枚まで…) added; undefined when
 * it has one already (two quantities).
 */
export function withLateQuantity<S extends Selector>(
  written: S,
  late: Quantity | undefined,
): S | undefined {
  if (!late || written.kind !== "Query") return written;
  return written.quantity ? undefined : { ...written, quantity: late };
}

export function unbracket(s: string): string {
  return s.slice(1, -1);
}

export function buildQuery(
  mods: Modifier[],
  noun: { noun: Noun; filters: Filter[] },
  quantity: Quantity | undefined,
  span: QuerySelector["span"],
): QuerySelector | undefined {
  const q: QuerySelector = { kind: "Query", noun: noun.noun, filters: [...noun.filters], span };
  let all = false;
  let early: Quantity | undefined;
  for (const m of mods) {
    // 自分の相手の… or two zones: not a card text, most likely a typo — refuse rather than guess.
    if ("owner" in m) {
      if (q.owner) return undefined;
      q.owner = m.owner;
    } else if ("quantity" in m) {
      if (early) return undefined;
      early = m.quantity;
    } else if ("all" in m) {
      if (all) return undefined;
      all = true;
    } else if ("zone" in m) {
      if (q.zone) return undefined;
      q.zone = m.zone;
    } else q.filters.push(m.filter);
  }
  // このターンの間に引いたカード: who drew is unsaid — the text's controller (SRBK P-010, GPF 03-040)
  if (q.filters.some((f) => f.kind === "drawn") && !q.owner && !q.zone?.owner) q.owner = "your";
  // Cards in a pile have no controller: 自分の捨て札置き場にある — the owner belongs to the zone.
  if (
    q.zone &&
    q.zone.zone !== "mainArea" &&
    q.zone.zone !== "supportArea" &&
    q.owner &&
    !q.zone.owner
  ) {
    q.zone = { ...q.zone, owner: q.owner };
    delete q.owner;
  }
  // A card in an area is its owner's (rule 10.1: each of a player's cards is in one of that
  // player's zones), so メインエリアにいる相手のキャラ is in the opponent's main area: the owner is
  // copied onto the zone — and kept on the query, unlike a pile's — which is how the card files
  // write it (`the opponent's characters in the opponent's main area`). renderJa writes it once.
  if (
    q.zone &&
    (q.zone.zone === "mainArea" || q.zone.zone === "supportArea") &&
    q.owner &&
    !q.zone.owner
  ) {
    q.zone = { ...q.zone, owner: q.owner };
  }
  // 手札にある: a hand is always its holder's own
  if (q.zone?.zone === "hand" && !q.zone.owner) q.zone = { zone: "hand", owner: "your" };
  if ([all, early, quantity].filter(Boolean).length > 1) return undefined;
  if (all) q.quantity = { kind: "all" };
  else if (early ?? quantity) q.quantity = early ?? quantity;
  // the card language's order: adjectives (other, color, state) before the noun, then the rest —
  // 使用コストが3以下の赤の【ゾンビィ】 is `red character with 【ゾンビィ】 with cost <= 3`
  const adjective = (f: Filter): boolean =>
    f.kind === "other" || f.kind === "color" || f.kind === "state";
  // and `blocking <selector>` last: its selector would take any filter printed after it
  const battle = (f: Filter): boolean => f.kind === "battle";
  q.filters = [
    ...q.filters.filter(adjective),
    ...q.filters.filter((f) => !adjective(f) && !battle(f)),
    ...q.filters.filter(battle),
  ];
  return q;
}

/**
 * 「X」がセットされている / サポートカードがセットされている ahead (or, with `then`, がある状態で): the
 * support card a `carrying` filter names.
 */
export function carryingAhead(g: ParserBase, then: TokenType = T.GaSetSareteiru): boolean {
  const t = g.lookahead(1).tokenType;
  return (t === T.NameLit || t === T.SupportCard) && g.lookahead(2).tokenType === then;
}
