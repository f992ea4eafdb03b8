// Selectors: このカード, 自分の「X」1枚, 相手のキャラ1枚, このカード以外の自分の【Y】を持つキャラ,
// 使用コストの値が2以下の相手のキャラ, 休息状態の, メインエリアにいる, 自分の捨て札置き場にある,
// 手札1枚, デッキの上のカードN枚, ゲームから取り除かれている, EXデッキにある. Japanese puts every modifier before the noun in a free order,
// so a query is any number of modifiers, a noun, then an optional quantity (N枚 / N枚まで).
import type {
  Color,
  Filter,
  Noun,
  QuerySelector,
  Quantity,
  Reference,
  Selector,
  Zone,
} from "../../grammar/ast.ts";
import { EOF } from "chevrotain";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { buildQuery, isQuantity, unbracket } from "./query.ts";
import { tagKeyword, unimplemented } from "./values.ts";

export type Owner = "your" | "opponent's";

/** What one modifier contributes to a query. */
export type Modifier =
  { owner: Owner } | { all: true } | { zone: { zone: Zone; owner?: Owner } } | { filter: Filter };

const COLORS: [keyof typeof T, Color][] = [
  ["Red", "red"],
  ["Blue", "blue"],
  ["Yellow", "yellow"],
  ["Green", "green"],
  ["Purple", "purple"],
];

export function defineSelectors(g: ParserBase): void {
  const r = g.r;

  r.owner = g.def("owner", (): Owner =>
    g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.Own);
          return "your" as const;
        },
      },
      {
        ALT: () => {
          g.c(1, T.Opp);
          return "opponent's" as const;
        },
      },
    ]),
  );

  /** 捨て札置き場 / メインエリア / … followed by にある / にいる. */
  r.zoneNoun = g.def("zoneNoun", (): Zone =>
    g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.Trash);
          return "trash" as const;
        },
      },
      {
        ALT: () => {
          g.c(5, T.TrashShort);
          return "trash" as const;
        },
      },
      {
        ALT: () => {
          g.c(1, T.MainArea);
          return "mainArea" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.SupportArea);
          return "supportArea" as const;
        },
      },
      {
        ALT: () => {
          g.c(3, T.PointPile);
          return "pointPile" as const;
        },
      },
      {
        ALT: () => {
          g.c(4, T.Hand);
          return "hand" as const;
        },
      },
      {
        ALT: () => {
          g.c(6, T.ExDeck);
          return "exDeck" as const;
        },
      },
    ]),
  );

  r.compare = g.def("compare", (): Filter => {
    const start = g.la(1);
    const stat = g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.UsageCost);
          return "cost" as const;
        },
      },
      {
        ALT: () => {
          g.c(1, T.SourceCost);
          return "source" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.Ap);
          return "ap" as const;
        },
      },
      {
        ALT: () => {
          g.c(3, T.Dp);
          return "dp" as const;
        },
      },
    ]);
    g.opt(0, () => g.c(4, T.NoAtai));
    g.c(5, T.Ga);
    const n = g.c(6, T.Num);
    const op =
      g.opt(1, () =>
        g.alt(1, [
          {
            ALT: () => {
              g.c(7, T.Ika);
              return "<=" as const;
            },
          },
          {
            ALT: () => {
              g.c(8, T.Ijou);
              return ">=" as const;
            },
          },
        ]),
      ) ?? "==";
    g.c(9, T.No);
    return g.act(() => ({
      kind: "compare",
      stat,
      op,
      value: Number(n.image),
      span: g.spanFrom(start),
    }));
  });

  /**
   * <selector>を妨害している / <selector>に妨害されている: the other side of the current approach.
   * The inner selector is a plain one (`sideSelector`): no second level of nesting, and no left
   * recursion for the grammar analysis.
   */
  r.battleSide = g.def("battleSide", (): Filter => {
    const start = g.la(1);
    const other = g.s(0, r.sideSelector);
    const relation = g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.Wo);
          g.c(1, T.Block);
          g.c(2, T.Shiteiru);
          return "blocking" as const;
        },
      },
      {
        ALT: () => {
          g.c(3, T.Ni);
          g.c(4, T.Block);
          g.c(5, T.Sareteiru);
          return "blockedBy" as const;
        },
      },
    ]);
    return g.act(() => {
      if (other.kind === "Query" && other.quantity)
        return g.fail("the other side of an approach is not chosen");
      return { kind: "battle" as const, relation, other, span: g.spanFrom(start) };
    });
  });

  /** このカード or a query of plain modifiers: what a battle side or condition names. */
  r.sideSelector = g.def("sideSelector", (): Selector => {
    const start = g.la(1);
    return g.alt<Selector>(0, [
      {
        GATE: () => g.la(2).tokenType !== T.OtherThan,
        ALT: () => {
          g.c(0, T.ThisCard);
          return g.act(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const mods: Modifier[] = [];
          g.rep(0, () => {
            const m = g.s(0, r.plainModifier);
            g.act(() => mods.push(m));
          });
          const noun = g.s(1, r.noun);
          const quantity = g.optG(
            0,
            () => isQuantity(g),
            () => g.s(2, r.quantity),
          );
          return g.act(
            () =>
              buildQuery(mods, noun, quantity, g.spanFrom(start)) ??
              g.fail("a selector with two owners, zones or 全ての"),
          );
        },
      },
    ]);
  });

  r.modifier = g.def("modifier", (): Modifier =>
    g.alt<Modifier>(0, [
      {
        GATE: () => battleAhead(g) && g.bt(r.battleSide).call(g),
        ALT: () => {
          const f = g.s(0, r.battleSide);
          return g.act(() => ({ filter: f }));
        },
      },
      { ALT: () => g.s(1, r.plainModifier) },
    ]),
  );

  r.plainModifier = g.def("plainModifier", (): Modifier => {
    const start = g.la(1);
    return g.alt<Modifier>(0, [
      // 捨て札置き場にある (after 自分の, the owner moves onto the zone: see buildQuery)
      {
        ALT: () => {
          const zone = g.s(1, r.zoneNoun);
          g.alt(1, [{ ALT: () => g.c(1, T.NiAru) }, { ALT: () => g.c(2, T.NiIru) }]);
          return g.act(() => ({ zone: { zone } }));
        },
      },
      // ゲームから取り除かれている: in the removed-from-game zone (自分の after it is the zone's owner)
      {
        ALT: () => {
          g.c(40, T.Removed);
          return { zone: { zone: "removed" as const } };
        },
      },
      {
        ALT: () => {
          const owner = g.s(2, r.owner);
          g.c(3, T.No);
          return g.act(() => ({ owner }));
        },
      },
      {
        ALT: () => {
          g.c(4, T.All);
          return { all: true as const };
        },
      },
      {
        ALT: () => {
          g.c(5, T.ThisCard);
          g.c(6, T.OtherThan);
          return g.act(() => ({ filter: { kind: "other" as const, span: g.spanFrom(start) } }));
        },
      },
      {
        ALT: () => {
          const state = g.alt(2, [
            {
              ALT: () => {
                g.c(7, T.Rested);
                g.c(9, T.No);
                return "rested" as const;
              },
            },
            {
              ALT: () => {
                g.c(8, T.ReadyState);
                g.c(14, T.No);
                return "ready" as const;
              },
            },
            // アプローチに参加している / 妨害に参加している
            {
              ALT: () => {
                g.c(15, T.ApproachSanka);
                g.c(16, T.Shiteiru);
                return "approaching" as const;
              },
            },
            {
              ALT: () => {
                g.c(17, T.BlockSanka);
                g.c(18, T.Shiteiru);
                return "blocking" as const;
              },
            },
            // 妨害されている: an approacher whose approach was blocked; 妨害している: a blocker (nukn 01-094)
            {
              ALT: () => {
                g.c(19, T.Block);
                g.c(53, T.Sareteiru);
                return "blocked" as const;
              },
            },
            {
              ALT: () => {
                g.c(20, T.Block);
                g.c(54, T.Shiteiru);
                return "blocking" as const;
              },
            },
          ]);
          return g.act(() => ({
            filter: { kind: "state" as const, state, span: g.spanFrom(start) },
          }));
        },
      },
      {
        ALT: () => {
          const f = g.s(3, r.compare);
          return g.act(() => ({ filter: f }));
        },
      },
      // このターンの間に登場した / このターンの間に場に出た: arrived on the field this turn
      {
        ALT: () => {
          g.c(40, T.EnteredThisTurn);
          return g.act(() => ({
            filter: { kind: "arrived" as const, how: "entered" as const, span: g.spanFrom(start) },
          }));
        },
      },
      {
        ALT: () => {
          g.c(41, T.PutThisTurn);
          return g.act(() => ({
            filter: {
              kind: "arrived" as const,
              how: "putOntoField" as const,
              span: g.spanFrom(start),
            },
          }));
        },
      },
      // +10/+10コインが乗っていない (no coins) / 乗っている (one or more)
      {
        ALT: () => {
          g.c(41, T.CoinLit);
          g.c(42, T.Ga);
          const none = g.alt(3, [
            {
              ALT: () => {
                g.c(43, T.NotteInai);
                return true;
              },
            },
            {
              ALT: () => {
                g.c(44, T.Notteiru);
                return false;
              },
            },
          ]);
          return g.act(() => ({
            filter: {
              kind: "compare" as const,
              stat: "coins" as const,
              op: none ? ("==" as const) : (">=" as const),
              value: none ? 0 : 1,
              span: g.spanFrom(start),
            },
          }));
        },
      },
      {
        ALT: () => {
          const traits = [g.c(10, T.TraitLit).image];
          g.c(11, T.WoMotsu);
          return g.act(() => ({
            filter: {
              kind: "trait" as const,
              traits: traits.map(unbracket),
              span: g.spanFrom(start),
            },
          }));
        },
      },
      // 〔EXカード〕を持つ: a card with that printed keyword (the card language's 〔…〕 box forms only)
      {
        ALT: () => {
          const t = g.c(45, T.TagLit);
          g.c(46, T.WoMotsu);
          return g.act(() => {
            const name = unbracket(t.image);
            const k = tagKeyword(name);
            if (
              k &&
              k.keyword !== "active" &&
              k.keyword !== "break" &&
              k.keyword !== "combi" &&
              k.keyword !== "tennen"
            )
              return g.fail(`a filter on ${t.image}`);
            if (!k && /^(アクティブ|天然|ブレイク|コンビ|自由登場|連携|逆境)/.test(name))
              return g.fail(`a filter on ${t.image}`);
            return {
              filter: {
                kind: "keyword" as const,
                keyword: k ?? unimplemented({ name, text: t.image }),
                span: g.spanFrom(start),
              },
            };
          });
        },
      },
      {
        ALT: () => {
          const t = g.c(12, T.TitleLit);
          g.c(13, T.No);
          return g.act(() => ({
            filter: { kind: "title" as const, title: unbracket(t.image), span: g.spanFrom(start) },
          }));
        },
      },
      // このカードと同じ名称の / そのキャラと同じ名称の: shares a name with that card
      {
        ALT: () => {
          const as = g.s(4, r.reference);
          g.c(40, T.To);
          g.c(41, T.SameName);
          return g.act(() => ({
            filter: { kind: "sameName" as const, as, span: g.spanFrom(start) },
          }));
        },
      },
      // AP/DPを持つ / AP/DPの値を持たない: characters that can be in the main area (rule 1.1)
      ...(
        [
          [T.ApDpWoMotsu, true],
          [T.ApDpNoAtaiWoMotsu, true],
          [T.ApDpWoMotanai, false],
          [T.ApDpNoAtaiWoMotanai, false],
        ] as const
      ).map(([tk, has], k) => ({
        ALT: () => {
          g.c(42 + k, tk);
          return g.act(() => ({
            filter: { kind: "stats" as const, has, span: g.spanFrom(start) },
          }));
        },
      })),
      // 名称に「轟雷」を含む
      {
        ALT: () => {
          g.c(50, T.NameNi);
          const n = g.c(51, T.NameLit);
          g.c(52, T.WoFukumu);
          return g.act(() => ({
            filter: {
              kind: "nameContains" as const,
              text: unbracket(n.image),
              span: g.spanFrom(start),
            },
          }));
        },
      },
      ...COLORS.map(([tk, color], k) => ({
        ALT: () => {
          g.c(20 + k, T[tk]);
          g.c(30 + k, T.No);
          return g.act(() => ({
            filter: { kind: "color" as const, color, span: g.spanFrom(start) },
          }));
        },
      })),
    ]);
  });

  r.noun = g.def("noun", (): { noun: Noun; filters: Filter[] } => {
    const start = g.la(1);
    return g.alt<{ noun: Noun; filters: Filter[] }>(0, [
      {
        ALT: () => {
          g.c(0, T.Chara);
          return { noun: { kind: "character" as const }, filters: [] };
        },
      },
      {
        ALT: () => {
          g.c(1, T.EventCard);
          return { noun: { kind: "event" as const }, filters: [] };
        },
      },
      {
        ALT: () => {
          g.c(2, T.SupportCard);
          return { noun: { kind: "support" as const }, filters: [] };
        },
      },
      {
        ALT: () => {
          g.c(3, T.Card);
          return { noun: { kind: "card" as const }, filters: [] };
        },
      },
      // 「A」または「B」: a card with either name
      {
        ALT: () => {
          const n = g.c(4, T.NameLit);
          const more: string[] = [];
          g.repG(
            0,
            () => g.la(2).tokenType === T.NameLit,
            () => {
              g.c(6, T.Mataha);
              const m = g.c(7, T.NameLit);
              g.act(() => more.push(unbracket(m.image)));
            },
          );
          // 「A」または【B】を持つキャラ: a character with that name or that trait
          const trait = g.opt(1, () => {
            g.c(8, T.Mataha);
            const t = g.c(9, T.TraitLit);
            g.c(10, T.WoMotsu);
            g.c(11, T.Chara);
            return t;
          });
          if (trait)
            return g.act(() => {
              const options: Filter[] = [unbracket(n.image), ...more].map((name) => ({
                kind: "name" as const,
                name,
                span: g.spanFrom(start),
              }));
              options.push({
                kind: "trait" as const,
                traits: [unbracket(trait.image)],
                span: g.spanFrom(start),
              });
              return {
                noun: { kind: "character" as const },
                filters: [{ kind: "either" as const, options, span: g.spanFrom(start) }],
              };
            });
          return g.act(() => {
            const noun: Noun =
              more.length > 0
                ? {
                    kind: "name",
                    name: unbracket(n.image),
                    alternatives: more,
                    span: g.spanFrom(start),
                  }
                : { kind: "name", name: unbracket(n.image), span: g.spanFrom(start) };
            return { noun, filters: [] };
          });
        },
      },
      // 赤の【ゾンビィ】1枚: a trait used as a noun means a character with that trait
      {
        ALT: () => {
          const t = g.c(5, T.TraitLit);
          return g.act(() => ({
            noun: { kind: "character" as const },
            filters: [
              { kind: "trait" as const, traits: [unbracket(t.image)], span: g.spanFrom(start) },
            ],
          }));
        },
      },
    ]);
  });

  r.quantity = g.def("quantity", (): Quantity => {
    const n = g.c(0, T.Num);
    const upTo = g.alt(0, [
      {
        ALT: () => {
          g.c(1, T.Mai);
          return false;
        },
      },
      {
        ALT: () => {
          g.c(2, T.MaiMade);
          return true;
        },
      },
    ]);
    return g.act(() =>
      upTo ? { kind: "upTo", n: Number(n.image) } : { kind: "exactly", n: Number(n.image) },
    );
  });

  r.query = g.def("query", (): QuerySelector => {
    const start = g.la(1);
    const mods: Modifier[] = [];
    // A battle side starts like a noun (「X」を妨害している…): enter the loop at a noun only then.
    g.repG(
      0,
      () => !nounAhead(g) || (battleAhead(g) && g.bt(r.battleSide).call(g)),
      () => {
        const m = g.s(0, r.modifier);
        g.act(() => mods.push(m));
      },
    );
    const noun = g.s(1, r.noun);
    // Chevrotain cannot see past the rule's end, so say explicitly that 5枚以上 is not a quantity.
    const quantity = g.optG(
      0,
      () => isQuantity(g),
      () => g.s(2, r.quantity),
    );
    return g.act(
      () =>
        buildQuery(mods, noun, quantity, g.spanFrom(start)) ??
        g.fail("a selector with two owners, zones or 全ての"),
    );
  });

  /** デッキの上のカードN枚 / 相手のデッキの上のカードN枚. */
  r.deckTop = g.def("deckTop", (): QuerySelector => {
    const start = g.la(1);
    const owner = g.opt(0, () => {
      const o = g.s(0, r.owner);
      g.c(0, T.No);
      return o;
    });
    g.c(1, T.DeckTop);
    g.c(2, T.No);
    g.c(3, T.Card);
    const n = g.c(4, T.Num);
    g.c(5, T.Mai);
    return g.act(() => ({
      kind: "Query",
      noun: { kind: "card" },
      filters: [],
      zone: { zone: "deck", owner: owner ?? "your", top: Number(n.image) },
      span: g.spanFrom(start),
    }));
  });

  /**
   * [自分の]手札1枚: cards in your own hand. The number may follow the particle (手札を1枚捨て札に
   * する, read by the verb); a hand with no number at all is refused (it would mean the whole hand).
   */
  r.handCards = g.def("handCards", (): QuerySelector => {
    const start = g.la(1);
    g.opt(0, () => {
      g.c(1, T.Own);
      g.c(2, T.No);
    });
    g.c(0, T.Hand);
    const quantity = g.optG(
      1,
      () => isQuantity(g),
      () => g.s(0, r.quantity),
    );
    return g.act(() => {
      if (
        !quantity &&
        !(
          g.la(1).tokenType === T.Wo &&
          g.la(2).tokenType === T.Num &&
          (g.la(3).tokenType === T.Mai || g.la(3).tokenType === T.MaiMade)
        )
      )
        return g.fail("a hand with no number of cards");
      const q: QuerySelector = {
        kind: "Query",
        noun: { kind: "card" },
        filters: [],
        zone: { zone: "hand", owner: "your" },
        span: g.spanFrom(start),
      };
      if (quantity) q.quantity = quantity;
      return q;
    });
  });

  /** [自分の]捨て札置き場にあるこのカード / 手札にあるこのカード: this card, only while it is there. */
  r.thisInZone = g.def("thisInZone", (): Selector => {
    const start = g.la(1);
    const owner = g.opt(0, () => {
      const o = g.s(0, r.owner);
      g.c(0, T.No);
      return o;
    });
    const zone = g.s(1, r.zoneNoun);
    g.alt(0, [{ ALT: () => g.c(1, T.NiAru) }, { ALT: () => g.c(2, T.NiIru) }]);
    g.c(3, T.ThisCard);
    return g.act(() => {
      // 手札にある: a hand is always its holder's own (as in buildQuery)
      const o = owner ?? (zone === "hand" ? ("your" as const) : undefined);
      return {
        kind: "This" as const,
        zone: { zone, ...(o ? { owner: o } : {}) },
        span: g.spanFrom(start),
      };
    });
  });

  /** このカード / そのキャラ / 指定したキャラ / [デッキの下に]戻したキャラ: a card named by reference. */
  r.reference = g.def("reference", (): Reference => {
    const start = g.la(1);
    return g.alt<Reference>(0, [
      {
        ALT: () => {
          g.c(0, T.ThisCard);
          return g.act(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.c(1, T.SonoChara);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.c(2, T.DesignatedChara);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          // where it went is what the earlier step said; the reference is to that step's card
          g.opt(0, () => {
            g.alt(1, [{ ALT: () => g.c(3, T.DeckBottom) }, { ALT: () => g.c(4, T.Hand) }]);
            g.c(5, T.Ni);
          });
          g.c(6, T.ReturnedChara);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
    ]);
  });

  /** The next tokens start `<reference>と同じ名称の` (a modifier, not the reference itself). */
  const sameNameAhead = (): boolean =>
    g.la(2).tokenType === T.To && g.la(3).tokenType === T.SameName;

  r.selector = g.def("selector", (): Selector => {
    const start = g.la(1);
    return g.alt<Selector>(0, [
      {
        GATE: () => g.la(2).tokenType !== T.OtherThan && !sameNameAhead(),
        ALT: () => {
          g.c(0, T.ThisCard);
          return g.act(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
        },
      },
      // このカードがセットされているキャラ: the character a support card is attached to
      {
        ALT: () => {
          g.c(3, T.HostChara);
          return g.act(() => ({ kind: "Host" as const, span: g.spanFrom(start) }));
        },
      },
      // そのキャラ / 指定したキャラ: what an earlier step chose
      {
        GATE: () => !sameNameAhead(),
        ALT: () => {
          g.c(1, T.SonoChara);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      {
        GATE: () => !sameNameAhead(),
        ALT: () => {
          g.c(2, T.DesignatedChara);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      // そのカード: the card an earlier step chose or negated
      {
        ALT: () => {
          g.c(7, T.SonoCard);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      // 捨て札にしたカード: the card an earlier step trashed
      {
        ALT: () => {
          g.c(6, T.TrashedCard);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.c(5, T.DesignatedCharaPassive);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      // この効果で場に出たキャラ: the character an earlier step put onto the field
      {
        ALT: () => {
          g.c(4, T.EffectEnteredChara);
          return g.act(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      { GATE: g.bt(r.deckTop), ALT: () => g.s(0, r.deckTop) },
      {
        GATE: () => g.ahead(T.ThisCard) && g.bt(r.thisInZone).call(g),
        ALT: () => g.s(3, r.thisInZone),
      },
      { GATE: g.bt(r.handCards), ALT: () => g.s(1, r.handCards) },
      { ALT: () => g.s(2, r.query) },
    ]);
  });
}

/** 「妨害している」 or 「妨害されている」 follows somewhere in the sentence: a cheap test before backtracking. */
function battleAhead(g: ParserBase): boolean {
  for (let i = 1; ; i++) {
    const t = g.la(i).tokenType;
    if (t === EOF) return false;
    if (t === T.Block) {
      const next = g.la(i + 1).tokenType;
      if (next === T.Shiteiru || next === T.Sareteiru) return true;
    }
  }
}

const NOUNS = new Set([T.Chara, T.EventCard, T.SupportCard, T.Card, T.NameLit]);

/** The next token starts a noun (or このカード), not a modifier. */
function nounAhead(g: ParserBase): boolean {
  const t = g.la(1).tokenType;
  const next = g.la(2).tokenType;
  if (t === T.TraitLit) return next !== T.WoMotsu;
  // このカード以外の / このカードと同じ名称の are modifiers
  if (t === T.ThisCard)
    return next !== T.OtherThan && !(next === T.To && g.la(3).tokenType === T.SameName);
  return NOUNS.has(t);
}
