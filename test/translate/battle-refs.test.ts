// Battle references and states at a trigger (issue 13, branch `battle`): the printed templates read
// into the card language and back from its canonical Japanese. The engine side plays in
// rulings/battle-refs.ruling (fixtures runtime/samples/battle-refs.ts).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

const AKB =
  "このカードは、自分の「園 智恵理」と「藍田 織音」と「本宮 凪沙」がいる状態でアプローチに参加した場合、ターン終了時まで退場しない。";
const KMK =
  "このカードは、赤のイベントカードがプレイされているターンの間に、アプローチに参加した場合、ターン終了時まで+40/+40を得る。その場合、カードを1枚引く。";
const MMDK =
  "[アプローチ/自分]:自分の【魔法少女】を持つ「美樹 さやか」1枚を妨害している相手のキャラ1枚は、ターン終了時まで±0/-50を得る。";
const SAGA_LIKE =
  "このカードが妨害した場合、このカードに妨害されている相手のキャラ1枚を手札に戻す。";
const FA =
  "このカードがセットされているキャラのアプローチで相手のキャラが退場した場合、退場したキャラと同じ名称の相手のキャラ1枚は、ターン終了時まで妨害に参加できない。";
const AHB =
  "[メイン/相手]:カードを1枚引く。その後、相手はカードを1枚引くことができる。相手がカードを引いた場合、自分の捨て札置き場にあるキャラ1枚を手札に戻す。";
const KSC =
  "[メイン/自分]:《0》自分のキャラ1枚を指定する。指定したキャラがアプローチでポイントを与えた場合、カードを2枚引く。";
const HYAKKA =
  "[メイン/自分]:自分の『百花繚乱』のキャラ1枚は、ターン終了時まで+20/+20を得る。その場合、そのキャラのアプローチで相手のキャラが退場した場合、カードを2枚引く。";
const GG =
  "自分の【体操服】を持つキャラが登場するごとに、自分の『がっこうぐらし！』のキャラ1枚は、〔アクティブ〕または+10/+10を得る。";

describe("a state as the event happens", () => {
  it("reads 「A」と「B」と「C」がいる状態で as having each of them (AKB 01-062)", () => {
    const [a] = ok(AKB) as { condition: unknown }[];
    expect(a).toMatchObject({
      kind: "Triggered",
      trigger: { event: "approaches", subject: { kind: "This" } },
      condition: {
        kind: "And",
        left: { kind: "And", left: { kind: "Exists" }, right: { kind: "Exists" } },
        right: { kind: "Exists", of: { noun: { kind: "name", name: "本宮 凪沙" } } },
      },
    });
    expect(roundTrips(AKB).en).toContain(
      "if you have a 「園 智恵理」 and you have a 「藍田 織音」 and you have a 「本宮 凪沙」",
    );
  });

  it("reads …がプレイされているターンの間に as a card played this turn by either player (KMK 01-027)", () => {
    const [a] = ok(KMK);
    expect(a).toMatchObject({
      kind: "Triggered",
      condition: {
        kind: "Or",
        left: { kind: "PlayedThisTurn", player: "you", card: { noun: { kind: "event" } } },
        right: { kind: "PlayedThisTurn", player: "opponent" },
      },
    });
    // the canonical Japanese writes it after the trigger, as なら
    expect(roundTrips(KMK).ja).toContain("このターン、赤のイベントカードがプレイされているなら、");
  });
});

describe("the card across the approach", () => {
  it("reads 「X」1枚を妨害している as the blocker of that approacher (MMDK 03-110)", () => {
    const [a] = ok(MMDK) as { effect: { steps: { step: { target: unknown } }[] } }[];
    expect(a!.effect.steps[0]!.step.target).toMatchObject({
      owner: "opponent's",
      quantity: { kind: "exactly", n: 1 },
      filters: [
        {
          kind: "battle",
          relation: "blocking",
          other: { owner: "your", noun: { kind: "name", name: "美樹 さやか" } },
        },
      ],
    });
    roundTrips(MMDK);
  });

  it("refuses a number other than 1 on the other side (only one card approaches)", () => {
    const t = translateText(MMDK.replace("1枚を妨害", "2枚を妨害"), "test");
    expect(t.complete).toBe(false);
  });

  it("reads このカードに妨害されている as the approacher this card blocks (SAGA 01-012)", () => {
    const [a] = ok(SAGA_LIKE) as { effect: { steps: { step: { target: unknown } }[] } }[];
    expect(a!.effect.steps[0]!.step.target).toMatchObject({
      filters: [{ kind: "battle", relation: "blockedBy", other: { kind: "This" } }],
    });
    roundTrips(SAGA_LIKE);
  });
});

describe("battle results of another card", () => {
  it("reads the host's approach and 退場したキャラ as `it` (FA 01-110)", () => {
    const [a] = ok(FA) as { effect: { steps: { step: { target: unknown } }[] } }[];
    expect(a).toMatchObject({
      trigger: { event: "leaves", approachOf: { kind: "Host" } },
    });
    expect(a!.effect.steps[0]!.step.target).toMatchObject({
      filters: [{ kind: "sameName", as: { kind: "It" } }],
    });
    roundTrips(FA);
  });

  it("reads その場合、そのキャラのアプローチで…した場合 as a trigger for this turn (hyakka 01-095)", () => {
    const [a] = ok(HYAKKA) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps[1]).toMatchObject({
      link: "ifYouDo",
      step: { kind: "CreateTrigger", trigger: { approachOf: { kind: "It" } } },
    });
    expect(roundTrips(HYAKKA).ja).toContain("その場合、このターン、そのキャラのアプローチで");
  });

  it("reads 指定したキャラが…した場合 after 指定する as a trigger the text creates (KSC 01-053)", () => {
    const abilities = ok(KSC) as { effect: { steps: { step: unknown }[] } }[];
    expect(abilities).toHaveLength(1);
    expect(abilities[0]!.effect.steps[1]!.step).toMatchObject({
      kind: "CreateTrigger",
      trigger: { event: "givesPoint", subject: { kind: "It" } },
    });
    roundTrips(KSC);
  });

  it("keeps 指定したキャラが…した場合 a trigger of its own with no designation before it", () => {
    const t = translateText(
      "[メイン/自分]:カードを1枚引く。指定したキャラがアプローチでポイントを与えた場合、カードを2枚引く。",
      "test",
    );
    expect(t.abilities.filter((a) => a.kind === "Triggered")).toHaveLength(1);
  });
});

describe("the checker's three refusals", () => {
  it("reads 相手がカードを引いた場合 after the opponent's may-draw as `if you do` (AHB 01-116)", () => {
    const abilities = ok(AHB) as { effect: { steps: { link: string }[] } }[];
    expect(abilities).toHaveLength(1);
    expect(abilities[0]!.effect.steps.map((s) => s.link)).toEqual(["none", "then", "ifYouDo"]);
    roundTrips(AHB);
  });

  it("leaves a one-shot change with no duration unread (GG 01-036: rule 7.10, PM3301)", () => {
    const t = translateText(GG, "test");
    expect(t.complete).toBe(false);
    expect(t.sentences.find((s) => !s.ok)?.reason).toMatch(/no duration/);
  });
});

describe("a text said of this card's blocker, with no trigger printed", () => {
  const KON = "このカードを妨害しているキャラは、ターン終了時まで±0/-10を得る。";

  it("is done when this card is blocked (PM_K-ON 01-057, UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK)", () => {
    expect(ok(KON)).toMatchObject([
      {
        kind: "Triggered",
        mode: "if",
        trigger: { event: "isBlocked", subject: { kind: "This" } },
        effect: { steps: [{ step: { kind: "Gets", stat: { ap: 0, dp: -10 } } }] },
      },
    ]);
    expect(roundTrips(KON).ja).toBe(
      "このカードが妨害された場合、このカードを妨害しているキャラは、ターン終了時まで±0/-10を得る。",
    );
  });

  it("leaves any other untriggered effect unread", () => {
    expect(
      translateText("自分のキャラ1枚は、ターン終了時まで+10/+10を得る。", "test").complete,
    ).toBe(false);
  });
});
