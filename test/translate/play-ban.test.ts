// このターンのメインフェイズの間、相手は、…をプレイできない (kgy 01-071): a play ban, read, rendered
// in English and in the printed Japanese template, and read back.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

describe("play bans", () => {
  const kgy =
    "このカードが登場した場合、このターンのメインフェイズの間、相手は、使用コストが0のイベントカードをプレイできない。";
  it("reads the player, the cards and until when", () => {
    const [a] = ok(kgy) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "PlayBan",
      player: "opponent",
      card: {
        kind: "Query",
        noun: { kind: "event" },
        filters: [{ kind: "compare", stat: "cost", op: "==", value: 0 }],
      },
      until: "endOfMainPhase",
    });
    const { ja, en } = roundTrips(kgy);
    expect(ja).toContain("このターンのメインフェイズの間、相手は、");
    expect(en).toBe(
      "When this character enters, your opponent cannot play event cards with cost 0 until the end of this turn's main phase.",
    );
  });
  it("このターン、… for the rest of the turn", () => {
    roundTrips("[メイン/自分]:このターン、相手は、イベントカードをプレイできない。");
  });
  it("次の相手のターン終了時まで: past this turn, as the Duration of the same words", () => {
    const next =
      "このカードが登場した場合、相手は次の相手のターン終了時までキャラを登場させることができない。";
    expect(step(next)).toMatchObject({ kind: "PlayBan", until: "endOfOpponentsNextTurn" });
    const { ja, en } = roundTrips(next);
    expect(ja).toContain("相手は、次の相手のターン終了時までキャラをプレイできない");
    expect(en).toContain(
      "your opponent cannot play characters until the end of your opponent's next turn",
    );
  });
  it("failing twin: a ban to the end of the next battle is not read", () => {
    expect(
      translateText(
        "このカードが登場した場合、相手は次の退場判定終了時までキャラを登場させることができない。",
      ).complete,
    ).toBe(false);
  });
});
