// The looking / revealing / choosing / moving family of issue 13: 手札から<X> (cards of your hand,
// the same selector as 手札にある<X>), the short potential forms 捨て札にできる / 表向きにできる /
// 活動状態にできる (a `may`), and the rest of a look.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips, step } from "./expect-translation.ts";

const inHand = { zone: "hand", owner: "your" };

describe("手札から<X>", () => {
  it("is a card of your hand (Ach 01-080, WKG2 02-009)", () => {
    expect(step("[アプローチ/相手]:《1》手札から「須藤 ユー子」1枚を捨て札にする。")).toMatchObject(
      {
        kind: "Trash",
        target: { kind: "Query", noun: { kind: "name" }, zone: inHand, quantity: { n: 1 } },
      },
    );
  });

  it("takes a trait or a card kind (GG 01-003, MDK 01-001)", () => {
    expect(
      step("[アプローチ/両方]:《0》手札から【学園生活部】を持つキャラ2枚を捨て札にする。"),
    ).toMatchObject({
      kind: "Trash",
      target: { noun: { kind: "character" }, zone: inHand, quantity: { n: 2 } },
    });
    expect(step("[アプローチ/自分]:《0》手札からイベントカード1枚を捨て札にする。")).toMatchObject({
      kind: "Trash",
      target: { noun: { kind: "event" }, zone: inHand },
    });
  });

  it("is the same AST as 手札にある<X>", () => {
    expect(step("[メイン/自分]:手札から「X」1枚を捨て札にする。")).toEqual(
      step("[メイン/自分]:手札にある「X」1枚を捨て札にする。"),
    );
  });

  it("still puts cards onto the field (手札から…を場に出す)", () => {
    expect(step("[メイン/自分]:手札から「X」1枚を場に出す。")).toMatchObject({
      kind: "Move",
      to: { zone: "field" },
      target: { zone: inHand },
    });
  });

  it("refuses another zone after 手札から", () => {
    const t = translateText(
      "[メイン/自分]:手札から自分の捨て札置き場にある「X」1枚を捨て札にする。",
    );
    expect(t.complete).toBe(false);
  });

  it("round-trips through canonical Japanese", () => {
    expect(roundTrips("[メイン/自分]:手札から「X」1枚を捨て札にする。")).toEqual({
      ja: "[メイン/自分]:自分の手札にある「X」1枚を捨て札にする。",
      en: "[Main/Own]: Put 1 「X」 in your hand into your trash.",
    });
  });
});

describe("…にできる: the short potential form is a `may`", () => {
  it("捨て札にできる (KMG 06-067, OREG3 01-054a)", () => {
    expect(step("このカードが登場した場合、手札にある「X」1枚を捨て札にできる。")).toMatchObject({
      kind: "May",
      player: "you",
      effect: { kind: "Trash", target: { zone: inHand } },
    });
  });

  it("表向きにできる / 裏向きにできる (ORSK 01-078, GRAN 01-008)", () => {
    expect(
      step("このカードが登場した場合、自分のポイント置き場にあるカードを2枚まで表向きにできる。"),
    ).toMatchObject({
      kind: "May",
      effect: { kind: "TurnPoints", face: "up", target: { quantity: { kind: "upTo", n: 2 } } },
    });
    expect(
      step("このカードが登場した場合、自分のポイント置き場にあるカード1枚を裏向きにできる。"),
    ).toMatchObject({ kind: "May", effect: { kind: "TurnPoints", face: "down" } });
  });

  it("活動状態にできる / 休息状態にできる", () => {
    expect(step("このカードが登場した場合、このカードを活動状態にできる。")).toMatchObject({
      kind: "May",
      effect: { kind: "Ready", target: { kind: "This" } },
    });
    expect(step("このカードが登場した場合、相手のキャラ1枚を休息状態にできる。")).toMatchObject({
      kind: "May",
      effect: { kind: "Rest" },
    });
  });

  it("reads back as ことができる", () => {
    expect(roundTrips("このカードが登場した場合、手札にある「X」1枚を捨て札にできる。").ja).toBe(
      "このカードが登場した場合、自分の手札にある「X」1枚を捨て札にすることができる。",
    );
  });
});

describe("the rest of a look into a pile", () => {
  const look = "[メイン/自分]:デッキの上のカード3枚を見て、その中にあるカード1枚を手札に加える。";
  it.each([
    ["捨て札にする", "trash", "Then, put the rest into your trash."],
    ["手札に加える", "hand", "Then, put the rest into your hand."],
    ["ゲームから取り除く", "exile", "Then, remove the rest from the game."],
  ])("残りのカードを%s (AHB P-006, TRDR 01-096, SRBK P-025)", (verb, to, en) => {
    const text = `${look}その後、残りのカードを${verb}。`;
    const [a] = ok(text) as { effect: { steps: { step: unknown; link: string }[] } }[];
    expect(a!.effect.steps[1]).toMatchObject({
      link: "then",
      step: { kind: "PutRest", to, order: "kept" },
    });
    const back = roundTrips(text);
    expect(back.ja.endsWith(`その後、残りのカードを${verb}。`)).toBe(true);
    expect(back.en).toContain(en);
  });

  it("残りのカードをデッキの下に任意の順番で戻す: the order after the place, 戻す as 移す", () => {
    const [a] = ok(`${look}その後、残りのカードをデッキの下に任意の順番で戻す。`) as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({ to: "deckBottom", order: "chosen" });
  });

  it("is refused without a look before it", () => {
    const t = translateText("[メイン/自分]:カードを1枚引く。その後、残りのカードを手札に加える。");
    expect(t.complete).toBe(false);
  });
});

describe("two selectors, names and places", () => {
  it("「<A>と<B>を休息状態にする」 without a comma is A's step, then B's (LAB 01-118, AMG P-006)", () => {
    const [a] = ok("[メイン/相手]:自分のキャラ2枚と相手のキャラ2枚を休息状態にする。") as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Rest", target: { owner: "your", quantity: { n: 2 } } },
      { kind: "Rest", target: { owner: "opponent's", quantity: { n: 2 } } },
    ]);
  });

  it("「自分の「A」と「B」と「C」がいる場合」 is you have each (SRBK 01-030, TRDR P-010)", () => {
    const [a] = ok("[メイン/自分]:自分の「A」と「B」と「C」がいる場合、カードを1枚引く。") as {
      effect: { steps: { step: { condition: unknown } }[] };
    }[];
    const exists = (name: string) => ({
      kind: "Exists",
      player: "you",
      of: { noun: { kind: "name", name }, quantity: { kind: "any" } },
    });
    expect(a!.effect.steps[0]!.step.condition).toMatchObject({
      kind: "And",
      left: { kind: "And", left: exists("A"), right: exists("B") },
      right: exists("C"),
    });
  });

  it("a name list needs names after the first (not 「A」と相手のキャラがいる)", () => {
    const t = translateText("[メイン/自分]:自分の「A」と相手のキャラがいる場合、カードを1枚引く。");
    expect(t.complete).toBe(false);
  });

  it("手札1枚と、… を置き換える: a comma after と (SAK 01-016)", () => {
    expect(
      step(
        "このカードが登場した場合、手札1枚と、自分のポイント置き場にあるカード1枚を置き換える。",
      ),
    ).toMatchObject({
      kind: "Swap",
      hand: { zone: inHand },
      point: { zone: { zone: "pointPile" } },
    });
  });

  it("表向きの状態で置く is 表向きで置く (KON4 04-122)", () => {
    expect(
      step("[メイン/自分]:デッキの上のカード1枚を自分のポイント置き場に表向きの状態で置く。"),
    ).toEqual(step("[メイン/自分]:デッキの上のカード1枚を自分のポイント置き場に表向きで置く。"));
  });

  it("サポートエリアに出す from your trash (TRDR P-010)", () => {
    const text =
      "このカードが退場した場合、自分の捨て札置き場にある「X」1枚をサポートエリアに出す。";
    expect(step(text)).toMatchObject({
      kind: "Move",
      target: { zone: { zone: "trash", owner: "your" } },
      to: { zone: "supportArea", owner: "you" },
    });
    expect(roundTrips(text).en).toContain("support area");
  });

  it("その後、そのキャラを場に出す: the removed card back onto its owner's field (KGY 01-001)", () => {
    const text =
      "[メイン/相手]:自分のキャラ1枚をゲームから取り除く。その後、そのキャラを場に出す。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Move",
      target: { kind: "It" },
      to: { zone: "field", owner: "owner" },
    });
    roundTrips(text);
  });
});

describe("the card language", () => {
  it.each([
    "put the rest into your hand",
    "put the rest into exile",
    "put the rest into your trash",
  ])("`search …; then %s` prints, parses and reads back", (rest) => {
    const ja = readsBack(
      `if this enters: search the top 3 cards of your deck for 1 card; then ${rest}`,
    );
    expect(ja).toContain("残りのカードを");
  });

  it("`put it onto its owner's field` and `onto your support area` read back", () => {
    expect(
      readsBack("[main/opponent]: exile 1 of your characters; then put it onto its owner's field"),
    ).toContain("そのキャラを場に出す");
    expect(readsBack("if this leaves: put 1 「X」 in your trash onto your support area")).toContain(
      "自分のサポートエリアに移す", // the canonical form of the same AST
    );
  });
});

describe("手札に加える with its object left unsaid", () => {
  it("is `it`, the card just revealed (PM_KG 01-037a, KON4 04-026)", () => {
    const [a] = ok(
      "このカードが登場した場合、デッキの上のカード1枚を表にする。表にしたカードが『T』のキャラの場合、手札に加えることができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      effect: {
        kind: "May",
        effect: { kind: "Move", target: { kind: "It" }, to: { zone: "hand", owner: "owner" } },
      },
    });
  });

  it("reads back through canonical Japanese (which names the card: そのキャラを手札に加える)", () => {
    roundTrips(
      "このカードが登場した場合、デッキの上のカード1枚を表にする。表にしたカードが『T』のキャラの場合、手札に加える。",
    );
  });
});
