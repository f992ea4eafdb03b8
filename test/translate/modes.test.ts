// Modes and alternatives (issue 13, `modes`): 「A。または、B。」 as one choice — who picks, and from
// whose side B is said, per the form of the two sentences (translate/assemble.ts `orOption`).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

type Steps = { effect: { steps: { link: string; step: Record<string, unknown> }[] } }[];
const stepsOf = (text: string) => (ok(text) as Steps)[0]!.effect.steps;
const opponentHand = { zone: "hand", owner: "opponent's" };

describe("または after a step of the opponent", () => {
  it("相手は、A。または、B。: the opponent picks, and B is said from their side (PM_KG 01-027)", () => {
    const text =
      "このカードが登場した場合、相手は、自分の手札を1枚捨て札にする。または、自分のメインエリアにいるキャラ1枚を休息状態にする。";
    const [s] = stepsOf(text);
    expect(s!.step).toMatchObject({
      kind: "Must",
      player: "opponent",
      effect: {
        kind: "Choice",
        options: [
          { kind: "Trash", target: { zone: opponentHand } },
          { kind: "Rest", target: { zone: { zone: "mainArea", owner: "opponent's" } } },
        ],
      },
    });
    const { ja, en } = roundTrips(text);
    expect(ja).toContain("相手は、");
    expect(en).toMatch(/opponent/);
  });

  it("A。または、相手は、B。: the controller picks; the opponent performs B (MMDK 03-013)", () => {
    const text =
      "このカードが登場した場合、相手のキャラ1枚を休息状態にする。または、相手は、自分の手札を1枚捨て札にする。";
    const [s] = stepsOf(text);
    expect(s!.step).toMatchObject({
      kind: "Choice",
      options: [
        { kind: "Rest" },
        {
          kind: "Must",
          player: "opponent",
          effect: { kind: "Trash", target: { zone: opponentHand } },
        },
      ],
    });
    roundTrips(text);
  });

  it("このターン、…場合、A。または、B。: B is the created trigger's other option", () => {
    const text =
      "[メイン/自分]:自分のキャラ1枚を指定する。このターン、そのキャラが妨害された場合、相手のキャラ1枚を捨て札にする。または、相手は、自分の手札を1枚捨て札にする。";
    const [, s] = stepsOf(text);
    expect(s!.step).toMatchObject({
      kind: "CreateTrigger",
      effect: {
        steps: [{ step: { kind: "Choice", options: [{ kind: "Trash" }, { kind: "Must" }] } }],
      },
    });
    roundTrips(text);
  });

  it("相手は、Aことができる。または、B。: whose option B is is not said, so it is refused", () => {
    const t = translateText(
      "このカードが登場した場合、相手は、カードを1枚引くことができる。または、自分のキャラ1枚を休息状態にする。",
      "test",
    );
    expect(t.complete).toBe(false);
    expect(t.sentences.find((s) => !s.ok)?.reason).toMatch(/optional step of the opponent/);
  });
});

describe("an event's modes (このカードをプレイする場合、以下から1つ選択する。・…・…)", () => {
  const text =
    "このカードをプレイする場合、以下から1つ選択する。・[メイン/相手]:相手のキャラ1枚は、このターン、アプローチに参加できない。・[アプローチ/相手]:相手のキャラ1枚は、ターン終了時まで+20/-20を得る。";

  it("each bulleted timing is one mode, with its own timing (MC 01-110)", () => {
    const abilities = ok(text) as { kind: string; mode?: boolean; timing: { phase: string } }[];
    expect(abilities.map((a) => [a.kind, a.mode, a.timing.phase])).toEqual([
      ["Activated", true, "main"],
      ["Activated", true, "approach"],
    ]);
    const { ja, en } = roundTrips(text);
    expect(ja).toBe(text.replace("参加できない", "参加することができない"));
    expect(en).toMatch(/^When you play this card, choose one:\n— \[Main\/Opponent\]/);
  });

  it("このカードを使用する場合 is the same header (SPK 01-120)", () => {
    const abilities = ok(
      "このカードを使用する場合、以下から1つ選択する。・［メイン/両方］:カードを1枚引く。・［アプローチ/自分］:カードを2枚引く。",
    ) as { mode?: boolean }[];
    expect(abilities.map((a) => a.mode)).toEqual([true, true]);
  });

  it("a bullet with no header before it is refused, and a plain timing after the modes is no mode", () => {
    const lone = translateText("・[メイン/自分]:カードを1枚引く。", "test");
    expect(lone.complete).toBe(false);
    expect(lone.sentences[0]?.reason).toMatch(/no 「以下から1つ選択する」/);
    const after = ok(
      "このカードをプレイする場合、以下から1つ選択する。・[メイン/自分]:カードを1枚引く。・[メイン/自分]:カードを2枚引く。[アプローチ/自分]:カードを1枚引く。",
    ) as { mode?: boolean }[];
    expect(after.map((a) => a.mode === true)).toEqual([true, true, false]);
  });
});

describe("the bottom of the deck (デッキの下のカードN枚を見て)", () => {
  it("a pick among the bottom 4, taken out and put on top (MDK 01-108)", () => {
    const text =
      "[メイン/自分]:デッキの下のカード4枚を見て、その中にある任意の枚数のカードを抜き出し、デッキの上に移す。";
    const [s] = stepsOf(text);
    expect(s!.step).toMatchObject({
      kind: "Move",
      target: { zone: { zone: "deck", top: 4, end: "bottom" }, quantity: { kind: "anyNumber" } },
    });
    const { en } = roundTrips(text);
    expect(en).toContain("among the bottom 4 cards of your deck");
  });

  it("a search of the bottom 7 (KON4 04-052)", () => {
    const text =
      "このカードが登場した場合、デッキの下のカード7枚を見て、その中にある【ヘヴィメタ】を持つキャラ1枚を抜き出し、表にしてから手札に加える。";
    const [s] = stepsOf(text);
    expect(s!.step).toMatchObject({
      kind: "Search",
      reveal: true,
      target: { zone: { top: 7, end: "bottom" } },
    });
    const { ja, en } = roundTrips(text);
    expect(ja).toContain("デッキの下のカード7枚を見て");
    expect(en).toContain("look at the bottom 7 cards of your deck");
  });

  it("a look at the bottom with no pick is a look at the bottom, not at the top", () => {
    const [a] = ok("このカードが登場した場合、デッキの下のカード2枚を見る。") as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({ kind: "LookAtTop", end: "bottom" });
  });

  it("the card language prints `the bottom N cards` back", () => {
    expect(
      readsBack(
        "if this enters: search the bottom 7 cards of your deck for 1 character with 【ヘヴィメタ】 and reveal it",
      ),
    ).toContain("デッキの下のカード7枚");
    expect(
      readsBack(
        "[main/own]: put any number of cards in the bottom 4 cards of your deck on the top of its owner's deck",
      ),
    ).toContain("デッキの下のカード4枚");
  });
});
