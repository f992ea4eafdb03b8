// Trigger variants (issue 13, item 1): the area an entry goes to (サポートエリアに登場), a leave in an
// approach's battle (アプローチで退場), アプローチまたは妨害した, the state as the event happens
// (…N枚以上いる状態で / N枚のみの状態で / 自分のターンの間に), a turn window before the trigger
// (自分のターンの間、…), a player who plays a card (相手がカードをプレイした場合) and a played card of
// either player (イベントカードがプレイされた場合).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

/** The trigger, mode and condition of a one-ability text. */
function triggerOf(text: string): { trigger: unknown; mode: unknown; condition?: unknown } {
  const [a] = ok(text) as { trigger: unknown; mode: unknown; condition?: unknown }[];
  return a!;
}

const This = { kind: "This" };

describe("an entry into one area (サポートエリアに登場)", () => {
  it("reads the area (OGR 01-093)", () => {
    expect(triggerOf("このカードがサポートエリアに登場した場合、カードを1枚引く。")).toMatchObject({
      trigger: { event: "enters", subject: This, area: "support" },
      mode: "if",
    });
    expect(
      triggerOf("このカードがメインエリアに登場した場合、カードを1枚引く。").trigger,
    ).toMatchObject({ area: "main" });
  });

  it("round-trips in Japanese and says the area in English", () => {
    expect(roundTrips("このカードがサポートエリアに登場した場合、カードを1枚引く。")).toEqual({
      ja: "このカードがサポートエリアに登場した場合、カードを1枚引く。",
      en: "When this character enters the support area, draw 1 card.",
    });
    expect(readsBack("if this enters the main area: draw 1")).toBe(
      "このカードがメインエリアに登場した場合、カードを1枚引く。",
    );
  });

  it("failing twin: an area with no entry is not a trigger", () => {
    expect(translateText("このカードがサポートエリアにした場合、カードを1枚引く。").complete).toBe(
      false,
    );
  });
});

describe("a leave in an approach's battle (アプローチで退場)", () => {
  it("reads `leaves by approach`, if and each time (KMR 01-054, SRBK 01-065)", () => {
    expect(triggerOf("このカードがアプローチで退場した場合、カードを1枚引く。")).toMatchObject({
      trigger: { event: "leaves", subject: This, byApproach: true },
      mode: "if",
    });
    expect(
      triggerOf("自分の「りな」がアプローチで退場するごとに、カードを1枚引く。"),
    ).toMatchObject({
      trigger: { event: "leaves", byApproach: true, subject: { owner: "your" } },
      mode: "eachTime",
    });
  });

  it("a plain leave is not by approach", () => {
    const t = triggerOf("このカードが退場した場合、カードを1枚引く。").trigger as object;
    expect(t).not.toHaveProperty("byApproach");
  });

  it("round-trips", () => {
    expect(roundTrips("このカードがアプローチで退場した場合、カードを1枚引く。")).toEqual({
      ja: "このカードがアプローチで退場した場合、カードを1枚引く。",
      en: "When this character leaves the field in an approach's battle, draw 1 card.",
    });
    expect(readsBack("each time a character of yours leaves by approach: draw 1")).toBe(
      "自分のキャラがアプローチで退場するごとに、カードを1枚引く。",
    );
  });
});

describe("アプローチまたは妨害した場合", () => {
  it("is `approaches or blocks`, as アプローチまたは妨害に参加した場合 (KMG 06-056)", () => {
    const short = triggerOf("このカードがアプローチまたは妨害した場合、カードを1枚引く。");
    const long = triggerOf("このカードがアプローチまたは妨害に参加した場合、カードを1枚引く。");
    expect(short).toMatchObject({ trigger: { event: "approachesOrBlocks", subject: This } });
    expect(short).toEqual(long);
  });
});

describe("the state as the event happens (…状態で登場した場合)", () => {
  it("N枚以上いる状態で is a count of at least N (PM_K-ON_Part2 02-076)", () => {
    expect(
      triggerOf(
        "このカードが自分の【メイド】を持つキャラが5枚以上いる状態で登場した場合、カードを1枚引く。",
      ),
    ).toMatchObject({
      trigger: { event: "enters", subject: This },
      condition: { kind: "Count", op: ">=", value: 5, of: { owner: "your" } },
    });
  });

  it("a comma after the subject is allowed (the rulebook's 3-characters Yui)", () => {
    expect(
      triggerOf("このカードが、自分の緑のキャラが3枚以上いる状態で登場した場合、カードを2枚引く。")
        .condition,
    ).toMatchObject({ kind: "Count", op: ">=", value: 3 });
  });

  it("N枚のみの状態で is exactly N (PM_K-ON_Part2 02-001)", () => {
    expect(
      triggerOf("このカードが自分のキャラが3枚のみの状態で登場した場合、カードを1枚引く。")
        .condition,
    ).toMatchObject({ kind: "Count", op: "==", value: 3 });
  });

  it("自分のターンの間に is during your turn (KMPD P-020)", () => {
    expect(
      triggerOf("このカードが自分のターンの間に登場した場合、カードを1枚引く。").condition,
    ).toMatchObject({ kind: "Turn", whose: "your" });
  });

  it("reads back from the canonical なら form", () => {
    const canonical = roundTrips(
      "このカードが自分の【メイド】を持つキャラが5枚以上いる状態で登場した場合、カードを1枚引く。",
    );
    expect(canonical.ja).toBe(
      "このカードが登場した場合、【メイド】を持つ自分のキャラが5枚以上いるなら、カードを1枚引く。",
    );
  });

  it("failing twin: a count needs an owner", () => {
    expect(
      translateText("このカードがキャラが3枚以上いる状態で登場した場合、カードを1枚引く。")
        .complete,
    ).toBe(false);
  });
});

describe("a player plays a card", () => {
  it("相手がカードをプレイした場合 (AHB 01-116's form), and each time", () => {
    expect(triggerOf("相手がカードをプレイした場合、カードを1枚引く。")).toMatchObject({
      trigger: { event: "cardPlayed", player: "opponent", card: { noun: { kind: "card" } } },
      mode: "if",
    });
    expect(triggerOf("自分が「白」をプレイするごとに、カードを1枚引く。")).toMatchObject({
      trigger: { event: "cardPlayed", player: "you" },
      mode: "eachTime",
    });
  });

  it("自分のターンの間、… is during your turn (SAGA 01-055)", () => {
    expect(
      triggerOf("自分のターンの間、相手がカードをプレイした場合、カードを1枚引く。"),
    ).toMatchObject({
      trigger: { event: "cardPlayed", player: "opponent" },
      condition: { kind: "Turn", whose: "your" },
    });
  });

  it("a played card with no owner is either player's (WKG2 02-005)", () => {
    expect(
      triggerOf("このカードは、イベントカードがプレイされた場合、ターン終了時まで+30/±0を得る。"),
    ).toMatchObject({
      trigger: {
        event: "anyOf",
        events: [
          { event: "cardPlayed", player: "you" },
          { event: "cardPlayed", player: "opponent" },
        ],
      },
    });
  });

  it("round-trips", () => {
    roundTrips("自分のターンの間、相手がカードをプレイした場合、カードを1枚引く。");
    roundTrips("このカードは、イベントカードがプレイされた場合、ターン終了時まで+30/±0を得る。");
    expect(roundTrips("自分が「白」をプレイするごとに、カードを1枚引く。").ja).toBe(
      "自分が「白」をプレイするごとに、カードを1枚引く。",
    );
  });

  it("failing twin: the played card is a kind of card, not one in a zone", () => {
    expect(
      translateText("相手が自分の手札にあるカードをプレイした場合、カードを1枚引く。").complete,
    ).toBe(false);
  });
});

describe("an event counted in the turn (同じターンの間に、…がN枚以上…した場合)", () => {
  it("reads the count onto the event (SEKN 01-060, KONM P-035)", () => {
    expect(
      triggerOf("同じターンの間に、自分の「加藤 恵」が2枚以上登場した場合、カードを1枚引く。"),
    ).toMatchObject({
      trigger: { event: "enters", times: 2, subject: { owner: "your" } },
      mode: "if",
    });
    expect(
      triggerOf(
        "同じターンの間に、自分の『けいおん！』のキャラが2枚以上アプローチまたは妨害に参加した場合、カードを1枚引く。",
      ).trigger,
    ).toMatchObject({ event: "approachesOrBlocks", times: 2 });
  });

  it("counts a leave in another card's battle and a point pile arrival (TKR 01-001)", () => {
    expect(
      triggerOf(
        "同じターンの間に、このカードのアプローチで相手のキャラが2枚以上退場した場合、カードを1枚引く。",
      ).trigger,
    ).toMatchObject({ event: "leaves", approachOf: This, times: 2 });
    expect(
      triggerOf(
        "同じターンの間に、相手のアプローチによって自分のポイント置き場にカードが3枚以上置かれた場合、カードを1枚引く。",
      ).trigger,
    ).toMatchObject({ event: "putIntoPointPile", byApproach: true, times: 3 });
  });

  it("the comma after 同じターンの間に may be left out", () => {
    expect(
      triggerOf("同じターンの間に相手のキャラが2枚以上登場した場合、カードを1枚引く。").trigger,
    ).toMatchObject({ event: "enters", times: 2, subject: { owner: "opponent's" } });
  });

  it("round-trips, and says the count in English", () => {
    expect(
      roundTrips("同じターンの間に、自分の「加藤 恵」が2枚以上登場した場合、カードを1枚引く。"),
    ).toEqual({
      ja: "同じターンの間に、自分の「加藤 恵」が2枚以上登場した場合、カードを1枚引く。",
      en: "When a 「加藤 恵」 of yours enters for the 2nd time this turn, draw 1 card.",
    });
    roundTrips(
      "同じターンの間に、このカードのアプローチで相手のキャラが2枚以上退場した場合、カードを1枚引く。",
    );
    roundTrips(
      "同じターンの間に、相手のアプローチによって自分のポイント置き場にカードが3枚以上置かれた場合、カードを1枚引く。",
    );
    expect(readsBack("if a character leaves 3 times this turn: draw 1")).toBe(
      "同じターンの間に、キャラが3枚以上退場した場合、カードを1枚引く。",
    );
  });

  it("failing twins: a count without 同じターンの間に, 同じターンの間に without a count", () => {
    expect(
      translateText("自分の「加藤 恵」が2枚以上登場した場合、カードを1枚引く。").complete,
    ).toBe(false);
    expect(
      translateText("同じターンの間に、自分の「加藤 恵」が登場した場合、カードを1枚引く。")
        .complete,
    ).toBe(false);
  });
});

describe("a player draws (カードを引いた場合)", () => {
  it("相手がカードを引いた場合 (AHB 01-116) and ターン開始時以外で (K_ON2 03-064)", () => {
    expect(triggerOf("相手がカードを引いた場合、カードを1枚引く。")).toMatchObject({
      trigger: { event: "cardDrawn", player: "opponent" },
      mode: "if",
    });
    expect(
      triggerOf(
        "このカードは、自分がターン開始時以外でカードを引いた場合、ターン終了時まで+20/+20を得る。",
      ).trigger,
    ).toMatchObject({ event: "cardDrawn", player: "you", notAtTurnStart: true });
    expect(triggerOf("自分がカードを引くごとに、カードを1枚引く。").mode).toBe("eachTime");
  });

  it("round-trips", () => {
    expect(roundTrips("相手がカードを引いた場合、カードを1枚引く。")).toEqual({
      ja: "相手がカードを引いた場合、カードを1枚引く。",
      en: "When your opponent draws a card, draw 1 card.",
    });
    expect(readsBack("each time you draw not at start of turn: draw 1")).toBe(
      "自分がターン開始時以外でカードを引くごとに、カードを1枚引く。",
    );
  });

  it("failing twin: what is drawn is a card, not a character", () => {
    expect(translateText("相手がキャラを引いた場合、カードを1枚引く。").complete).toBe(false);
  });
});
