// Templates the variants probe (translate/variants-probe.ts) found narrower than the game's
// Japanese, each read now for the other word of its slot: the start of your own next turn, the
// opponent's turn an event was played in, a granted text naming a card, the two areas of
// それぞれ in either order, a reminder text without its comma, N以下 where only N以上 was read, and
// the other end of the deck (a look at the bottom, デッキの上に移る…).
// Each with its failing twin: the slot takes the game's words, not any words.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

/** A failing twin: the text is not read completely. */
const notRead = (text: string): void => expect(translateText(text).complete).toBe(false);

/** The steps of the only ability of a text that must translate completely. */
function steps(text: string): unknown[] {
  const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
  return a!.effect.steps.map((s) => s.step);
}

describe("the other player's word in a slot", () => {
  it("次の自分のターンの開始時では: the start of your own next turn (the mirror of OGR 01-120)", () => {
    const text =
      "［メイン/自分］:使用コストの値が2以下の自分のキャラ1枚を休息状態にする。その場合、そのキャラは、次の自分のターンの開始時では活動状態にならない。";
    expect(steps(text)[1]).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "doesNotReady", atStartOfTurn: true },
      duration: { kind: "untilEndOfYourTurn", next: true },
    });
    const back = roundTrips(text);
    expect(back.ja).toContain("そのキャラは、次の自分のターンの開始時では活動状態にならない");
    expect(back.en).toContain("is not readied at the start of your next turn");
  });

  it("このカードを相手のターンにプレイした場合: it is the opponent's turn (the mirror of YRYR 01-085)", () => {
    const text =
      "[メイン/両方]:自分のキャラ1枚は、ターン終了時まで+20/+20を得る。このカードを相手のターンにプレイした場合、ターン終了時にカードを1枚引く。";
    expect(steps(text)[1]).toMatchObject({
      kind: "Conditional",
      condition: { kind: "Turn", whose: "opponent's" },
    });
    expect(roundTrips(text).en).toContain("If it is your opponent's turn");
  });

  it("failing twin: a turn of nobody's is no condition", () => {
    notRead("このカードをターンにプレイした場合、カードを1枚引く。");
  });
});

describe("a granted text that names a card (the trigger subject of SAGA 01-072's)", () => {
  const text =
    "このカードが登場した場合、自分の捨て札置き場にある【ゾンビィ】1枚を場に出す。この効果で場に出たキャラは、ターン終了時まで以下のテキストを得る。「自分の「試験」が登場した場合、カードを1枚引く。」";

  it("is read as a triggered text with its named subject, and reads back", () => {
    const granted = steps(text)[1] as { kind: string; trigger: unknown };
    expect(granted.kind).toBe("GrantText");
    expect(granted.trigger).toMatchObject({
      event: "enters",
      subject: { kind: "Query", noun: { kind: "name", name: "試験" } },
    });
    expect(roundTrips(text).ja).toContain("「自分の「試験」が登場した場合、カードを1枚引く。」");
  });

  it("failing twin: a quote with a name inside but no sentence end is no text", () => {
    notRead(text.replace("引く。」", "引く」"));
  });
});

describe("the two areas of それぞれ1枚ずつ in either order (AMG 01-092)", () => {
  const look = (areas: string): string =>
    `このカードが登場した場合、デッキの中を全て見て、その中にある「橘 美也」2枚を抜き出し、${areas}にそれぞれ1枚ずつ出す。その後、デッキをシャッフルする。`;

  it("puts one card into each area, in the order printed", () => {
    const zones = (areas: string): unknown =>
      (steps(look(areas))[0] as { steps: { to: { zone: string } }[] }).steps.map((s) => s.to.zone);
    expect(zones("メインエリアとサポートエリア")).toEqual(["mainArea", "supportArea"]);
    expect(zones("サポートエリアとメインエリア")).toEqual(["supportArea", "mainArea"]);
  });

  it("failing twin: one area twice is no split", () => {
    notRead(look("メインエリアとメインエリア"));
  });
});

describe("a reminder text in another print spelling of its rule", () => {
  it("reads 〔我慢〕's reminder text without the comma after は", () => {
    expect(ok("（〔我慢〕:DPが10以上の〔我慢〕を持つキャラは退場しない）")).toEqual([
      { kind: "Reminder", keyword: { keyword: "gaman" } },
    ]);
  });

  it("failing twin: another number is another rule, left unread", () => {
    notRead("（〔我慢〕:DPが20以上の〔我慢〕を持つキャラは退場しない）");
  });
});

describe("N以下 where the template read only N以上", () => {
  const atMost = (value: number): object => ({ op: "<=", value });

  it("coins held, in an effect's condition and a trigger's", () => {
    const [a] = ok("このカードは、自分が経験コインを5個以下持つ場合、+20/+20を得る。");
    expect(a).toMatchObject({ condition: { kind: "PlayerCoins", ...atMost(5) } });
    const [b] = ok(
      "このカードが、自分が経験コインを2個以下持つ状態で登場した場合、カードを2枚引く。",
    );
    expect(b).toMatchObject({ condition: { kind: "PlayerCoins", ...atMost(2) } });
  });

  it("a 《使用条件》 count, a count as a trigger's event happens, cards drawn this turn", () => {
    const [, r] = ok("[メイン/自分]:カードを1枚引く。《使用条件》:自分のキャラ5枚以下");
    expect(r).toMatchObject({ condition: { kind: "Count", ...atMost(5) } });
    const [t] = ok(
      "このカードが、自分の緑のキャラが3枚以下いる状態で登場した場合、カードを2枚引く。",
    );
    expect(t).toMatchObject({ condition: { kind: "Count", ...atMost(3) } });
    expect(
      steps(
        "［アプローチ/両方］:このターンの間に、カードを3枚以下引いている場合、自分のキャラ1枚を活動状態にする。",
      )[0],
    ).toMatchObject({ kind: "Conditional", condition: { kind: "Count", ...atMost(3) } });
  });

  it("renders 以下 back", () => {
    expect(roundTrips("このカードは、自分が経験コインを5個以下持つ場合、+20/+20を得る。").ja).toBe(
      "このカードは、自分が経験コインを5個以下持つ場合、+20/+20を得る。",
    );
    expect(
      roundTrips("[メイン/自分]:カードを1枚引く。《使用条件》:自分のキャラ5枚以下").ja,
    ).toContain("《使用条件》:自分のキャラ5枚以下");
  });

  it("failing twin: 以下 of nothing counted is no bound", () => {
    notRead("このカードは、自分が経験コインを以下持つ場合、+20/+20を得る。");
  });
});

describe("the other end of the deck (デッキの上 ⇄ デッキの下)", () => {
  it("デッキの下のカードN枚を見る: a look at the bottom, alone or counted (the mirror of KMPD P-027)", () => {
    expect(steps("[メイン/自分]:デッキの下のカード2枚を見る。")[0]).toMatchObject({
      kind: "LookAtTop",
      amount: { kind: "Number", value: 2 },
      end: "bottom",
    });
    expect(
      steps("[メイン/自分]:デッキの下のカードを自分のキャラの枚数と同じ枚数見る。")[0],
    ).toMatchObject({ kind: "LookAtTop", amount: { kind: "Count" }, end: "bottom" });
    expect(
      roundTrips(
        "このカードが登場した場合、デッキの下のカード3枚を見て、任意の順番でデッキの下に戻す。",
      ).en,
    ).toContain("look at the bottom 3 cards of your deck");
  });

  it("相手のデッキの上のカードN枚を見る: a look at the opponent's deck (the look's first word was only デッキの上)", () => {
    expect(steps("[メイン/自分]:相手のデッキの上のカード2枚を見る。")[0]).toMatchObject({
      kind: "LookAtTop",
      player: "opponent",
    });
  });

  it("デッキの上に移る, 全てのデッキの下, デッキの上に戻したキャラ", () => {
    const [moves] = ok("このカードは、ターン終了時にデッキの上に移る。") as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(moves!.effect.steps[0]!.step).toMatchObject({
      kind: "Move",
      to: { zone: "deck", position: "top" },
    });
    expect(
      steps("[メイン/自分]:全てのデッキの下のカード2枚を捨て札にする。").map(
        (s) => (s as { target: { zone: unknown } }).target.zone,
      ),
    ).toMatchObject([
      { owner: "your", end: "bottom" },
      { owner: "opponent's", end: "bottom" },
    ]);
    ok(
      "[メイン/自分]:自分のキャラ1枚をデッキの上に戻す。その場合、手札にあるデッキの上に戻したキャラと同じ名称のキャラ1枚を場に出すことができる。",
    );
  });

  it("failing twin: a look at the middle of a deck is no end", () => {
    notRead("[メイン/自分]:デッキの中のカード2枚を見る。");
  });
});
