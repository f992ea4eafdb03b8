// Modes and alternatives (issue 13, `modes`): 「A。または、B。」 as one choice — who picks, and from
// whose side B is said, per the form of the two sentences (translate/assemble.ts `orOption`).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

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
