// Selectors: このカード, 自分の「X」1枚, 相手のキャラ1枚, このカード以外の自分の【Y】を持つキャラ,
// 使用コストの値が2以下の相手のキャラ, 休息状態の, メインエリアにいる, 自分の捨て札置き場にある,
// 手札1枚, デッキの上のカードN枚. Japanese puts every modifier before the noun in a free order,
// so a query is any number of modifiers, a noun, then an optional quantity (N枚 / N枚まで).
import type { Color, Filter, Noun, QuerySelector, Quantity, Reference, Selector, Zone } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { buildQuery, isQuantity, unbracket } from "./query.ts";

export type Owner = "your" | "opponent's";

/** What one modifier contributes to a query. */
export type Modifier =
  | { owner: Owner }
  | { all: true }
  | { zone: { zone: Zone; owner?: Owner } }
  | { filter: Filter };

const COLORS: [keyof typeof T, Color][] = [
  ["Red", "red"],
  ["Blue", "blue"],
  ["Yellow", "yellow"],
  ["Green", "green"],
  ["Purple", "purple"],
];

export function defineSelectors(g: ParserBase): void {
  const r = g.r;

  r.owner = g.def("owner", (): Owner => g.alt(0, [
    { ALT: () => { g.c(0, T.Own); return "your" as const; } },
    { ALT: () => { g.c(1, T.Opp); return "opponent's" as const; } },
  ]));

  /** 捨て札置き場 / メインエリア / … followed by にある / にいる. */
  r.zoneNoun = g.def("zoneNoun", (): Zone => g.alt(0, [
    { ALT: () => { g.c(0, T.Trash); return "trash" as const; } },
    { ALT: () => { g.c(5, T.TrashShort); return "trash" as const; } },
    { ALT: () => { g.c(1, T.MainArea); return "mainArea" as const; } },
    { ALT: () => { g.c(2, T.SupportArea); return "supportArea" as const; } },
    { ALT: () => { g.c(3, T.PointPile); return "pointPile" as const; } },
    { ALT: () => { g.c(4, T.Hand); return "hand" as const; } },
  ]));

  r.compare = g.def("compare", (): Filter => {
    const start = g.la(1);
    const stat = g.alt(0, [
      { ALT: () => { g.c(0, T.UsageCost); return "cost" as const; } },
      { ALT: () => { g.c(1, T.SourceCost); return "source" as const; } },
      { ALT: () => { g.c(2, T.Ap); return "ap" as const; } },
      { ALT: () => { g.c(3, T.Dp); return "dp" as const; } },
    ]);
    g.opt(0, () => g.c(4, T.NoAtai));
    g.c(5, T.Ga);
    const n = g.c(6, T.Num);
    const op = g.opt(1, () => g.alt(1, [
      { ALT: () => { g.c(7, T.Ika); return "<=" as const; } },
      { ALT: () => { g.c(8, T.Ijou); return ">=" as const; } },
    ])) ?? "==";
    g.c(9, T.No);
    return g.act(() => ({ kind: "compare", stat, op, value: Number(n.image), span: g.spanFrom(start) }));
  });

  r.modifier = g.def("modifier", (): Modifier => {
    const start = g.la(1);
    return g.alt<Modifier>(0, [
      // 捨て札置き場にある (after 自分の, the owner moves onto the zone: see buildQuery)
      { ALT: () => {
        const zone = g.s(1, r.zoneNoun);
        g.alt(1, [{ ALT: () => g.c(1, T.NiAru) }, { ALT: () => g.c(2, T.NiIru) }]);
        return g.act(() => ({ zone: { zone } }));
      } },
      { ALT: () => { const owner = g.s(2, r.owner); g.c(3, T.No); return g.act(() => ({ owner })); } },
      { ALT: () => { g.c(4, T.All); return { all: true as const }; } },
      { ALT: () => {
        g.c(5, T.ThisCard); g.c(6, T.OtherThan);
        return g.act(() => ({ filter: { kind: "other" as const, span: g.spanFrom(start) } }));
      } },
      { ALT: () => {
        const state = g.alt(2, [
          { ALT: () => { g.c(7, T.Rested); g.c(9, T.No); return "rested" as const; } },
          { ALT: () => { g.c(8, T.ReadyState); g.c(14, T.No); return "ready" as const; } },
          // アプローチに参加している / 妨害に参加している
          { ALT: () => { g.c(15, T.ApproachSanka); g.c(16, T.Shiteiru); return "approaching" as const; } },
          { ALT: () => { g.c(17, T.BlockSanka); g.c(18, T.Shiteiru); return "blocking" as const; } },
          // 妨害されている: an approacher whose approach was blocked
          { ALT: () => { g.c(19, T.Block); g.c(53, T.Sareteiru); return "blocked" as const; } },
        ]);
        return g.act(() => ({ filter: { kind: "state" as const, state, span: g.spanFrom(start) } }));
      } },
      { ALT: () => { const f = g.s(3, r.compare); return g.act(() => ({ filter: f })); } },
      { ALT: () => {
        const traits = [g.c(10, T.TraitLit).image];
        g.c(11, T.WoMotsu);
        return g.act(() => ({ filter: { kind: "trait" as const, traits: traits.map(unbracket), span: g.spanFrom(start) } }));
      } },
      { ALT: () => {
        const t = g.c(12, T.TitleLit);
        g.c(13, T.No);
        return g.act(() => ({ filter: { kind: "title" as const, title: unbracket(t.image), span: g.spanFrom(start) } }));
      } },
      // このカードと同じ名称の / そのキャラと同じ名称の: shares a name with that card
      { ALT: () => {
        const as = g.s(4, r.reference);
        g.c(40, T.To); g.c(41, T.SameName);
        return g.act(() => ({ filter: { kind: "sameName" as const, as, span: g.spanFrom(start) } }));
      } },
      // AP/DPを持つ / AP/DPの値を持たない: characters that can be in the main area (rule 1.1)
      ...([[T.ApDpWoMotsu, true], [T.ApDpNoAtaiWoMotsu, true], [T.ApDpWoMotanai, false], [T.ApDpNoAtaiWoMotanai, false]] as const).map(([tk, has], k) => ({ ALT: () => {
        g.c(42 + k, tk);
        return g.act(() => ({ filter: { kind: "stats" as const, has, span: g.spanFrom(start) } }));
      } })),
      // 名称に「轟雷」を含む
      { ALT: () => {
        g.c(50, T.NameNi);
        const n = g.c(51, T.NameLit);
        g.c(52, T.WoFukumu);
        return g.act(() => ({ filter: { kind: "nameContains" as const, text: unbracket(n.image), span: g.spanFrom(start) } }));
      } },
      ...COLORS.map(([tk, color], k) => ({ ALT: () => {
        g.c(20 + k, T[tk]);
        g.c(30 + k, T.No);
        return g.act(() => ({ filter: { kind: "color" as const, color, span: g.spanFrom(start) } }));
      } })),
    ]);
  });

  r.noun = g.def("noun", (): { noun: Noun; filters: Filter[] } => {
    const start = g.la(1);
    return g.alt<{ noun: Noun; filters: Filter[] }>(0, [
      { ALT: () => { g.c(0, T.Chara); return { noun: { kind: "character" as const }, filters: [] }; } },
      { ALT: () => { g.c(1, T.EventCard); return { noun: { kind: "event" as const }, filters: [] }; } },
      { ALT: () => { g.c(2, T.SupportCard); return { noun: { kind: "support" as const }, filters: [] }; } },
      { ALT: () => { g.c(3, T.Card); return { noun: { kind: "card" as const }, filters: [] }; } },
      // 「A」または「B」: a card with either name
      { ALT: () => {
        const n = g.c(4, T.NameLit);
        const more: string[] = [];
        g.repG(0, () => g.la(2).tokenType === T.NameLit, () => { g.c(6, T.Mataha); const m = g.c(7, T.NameLit); g.act(() => more.push(unbracket(m.image))); });
        // 「A」または【B】を持つキャラ: a character with that name or that trait
        const trait = g.opt(1, () => { g.c(8, T.Mataha); const t = g.c(9, T.TraitLit); g.c(10, T.WoMotsu); g.c(11, T.Chara); return t; });
        if (trait) return g.act(() => {
          const options: Filter[] = [unbracket(n.image), ...more].map((name) => ({ kind: "name" as const, name, span: g.spanFrom(start) }));
          options.push({ kind: "trait" as const, traits: [unbracket(trait.image)], span: g.spanFrom(start) });
          return { noun: { kind: "character" as const }, filters: [{ kind: "either" as const, options, span: g.spanFrom(start) }] };
        });
        return g.act(() => {
          const noun: Noun = more.length > 0
            ? { kind: "name", name: unbracket(n.image), alternatives: more, span: g.spanFrom(start) }
            : { kind: "name", name: unbracket(n.image), span: g.spanFrom(start) };
          return { noun, filters: [] };
        });
      } },
      // 赤の【ゾンビィ】1枚: a trait used as a noun means a character with that trait
      { ALT: () => {
        const t = g.c(5, T.TraitLit);
        return g.act(() => ({
          noun: { kind: "character" as const },
          filters: [{ kind: "trait" as const, traits: [unbracket(t.image)], span: g.spanFrom(start) }],
        }));
      } },
    ]);
  });

  r.quantity = g.def("quantity", (): Quantity => {
    const n = g.c(0, T.Num);
    const upTo = g.alt(0, [
      { ALT: () => { g.c(1, T.Mai); return false; } },
      { ALT: () => { g.c(2, T.MaiMade); return true; } },
    ]);
    return g.act(() => (upTo ? { kind: "upTo", n: Number(n.image) } : { kind: "exactly", n: Number(n.image) }));
  });

  r.query = g.def("query", (): QuerySelector => {
    const start = g.la(1);
    const mods: Modifier[] = [];
    g.rep(0, () => { const m = g.s(0, r.modifier); g.act(() => mods.push(m)); });
    const noun = g.s(1, r.noun);
    // Chevrotain cannot see past the rule's end, so say explicitly that 5枚以上 is not a quantity.
    const quantity = g.optG(0, () => isQuantity(g), () => g.s(2, r.quantity));
    return g.act(() => buildQuery(mods, noun, quantity, g.spanFrom(start)) ?? g.fail("a selector with two owners, zones or 全ての"));
  });

  /** デッキの上のカードN枚 / 相手のデッキの上のカードN枚. */
  r.deckTop = g.def("deckTop", (): QuerySelector => {
    const start = g.la(1);
    const owner = g.opt(0, () => { const o = g.s(0, r.owner); g.c(0, T.No); return o; });
    g.c(1, T.DeckTop); g.c(2, T.No); g.c(3, T.Card);
    const n = g.c(4, T.Num);
    g.c(5, T.Mai);
    return g.act(() => ({
      kind: "Query", noun: { kind: "card" }, filters: [],
      zone: { zone: "deck", owner: owner ?? "your", top: Number(n.image) }, span: g.spanFrom(start),
    }));
  });

  /**
   * [自分の]手札1枚: cards in your own hand. The number may follow the particle (手札を1枚捨て札に
   * する, read by the verb); a hand with no number at all is refused (it would mean the whole hand).
   */
  r.handCards = g.def("handCards", (): QuerySelector => {
    const start = g.la(1);
    g.opt(0, () => { g.c(1, T.Own); g.c(2, T.No); });
    g.c(0, T.Hand);
    const quantity = g.optG(1, () => isQuantity(g), () => g.s(0, r.quantity));
    return g.act(() => {
      if (!quantity && !(g.la(1).tokenType === T.Wo && g.la(2).tokenType === T.Num && (g.la(3).tokenType === T.Mai || g.la(3).tokenType === T.MaiMade))) return g.fail("a hand with no number of cards");
      const q: QuerySelector = { kind: "Query", noun: { kind: "card" }, filters: [], zone: { zone: "hand", owner: "your" }, span: g.spanFrom(start) };
      if (quantity) q.quantity = quantity;
      return q;
    });
  });

  /** このカード / そのキャラ / 指定したキャラ / [デッキの下に]戻したキャラ: a card named by reference. */
  r.reference = g.def("reference", (): Reference => {
    const start = g.la(1);
    return g.alt<Reference>(0, [
      { ALT: () => { g.c(0, T.ThisCard); return g.act(() => ({ kind: "This" as const, span: g.spanFrom(start) })); } },
      { ALT: () => { g.c(1, T.SonoChara); return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) })); } },
      { ALT: () => { g.c(2, T.DesignatedChara); return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) })); } },
      { ALT: () => {
        // where it went is what the earlier step said; the reference is to that step's card
        g.opt(0, () => { g.alt(1, [{ ALT: () => g.c(3, T.DeckBottom) }, { ALT: () => g.c(4, T.Hand) }]); g.c(5, T.Ni); });
        g.c(6, T.ReturnedChara);
        return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
      } },
    ]);
  });

  /** The next tokens start `<reference>と同じ名称の` (a modifier, not the reference itself). */
  const sameNameAhead = (): boolean => g.la(2).tokenType === T.To && g.la(3).tokenType === T.SameName;

  r.selector = g.def("selector", (): Selector => {
    const start = g.la(1);
    return g.alt<Selector>(0, [
      { GATE: () => g.la(2).tokenType !== T.OtherThan && !sameNameAhead(), ALT: () => {
        g.c(0, T.ThisCard);
        return g.act(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
      } },
      // このカードがセットされているキャラ: the character a support card is attached to
      { ALT: () => { g.c(3, T.HostChara); return g.act(() => ({ kind: "Host" as const, span: g.spanFrom(start) })); } },
      // そのキャラ / 指定したキャラ: what an earlier step chose
      { GATE: () => !sameNameAhead(), ALT: () => { g.c(1, T.SonoChara); return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) })); } },
      { GATE: () => !sameNameAhead(), ALT: () => { g.c(2, T.DesignatedChara); return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) })); } },
      // この効果で場に出たキャラ: the character an earlier step put onto the field
      { ALT: () => { g.c(4, T.EffectEnteredChara); return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) })); } },
      { GATE: g.bt(r.deckTop), ALT: () => g.s(0, r.deckTop) },
      { GATE: g.bt(r.handCards), ALT: () => g.s(1, r.handCards) },
      { ALT: () => g.s(2, r.query) },
    ]);
  });
}
