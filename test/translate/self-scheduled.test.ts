// Self-scheduled state changes and moves: 「このカードは、ターン終了時に休息状態になる」 (hyakka 01-055),
// 「このカードは、ターン終了時にデッキの下に移る」 (WKG2 02-021) — the topic's own intransitive verb under
// ターン終了時に, composed with the existing `at end of turn` ability and delayed step.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

describe("ターン終了時に<the topic's own verb>", () => {
  it("休息状態になる is a rest of the topic at end of turn (hyakka 01-055)", () => {
    expect(ok("このカードは、ターン終了時に休息状態になる。")).toMatchObject([
      {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "turnEnd" },
        effect: { steps: [{ step: { kind: "Rest", target: { kind: "This" } } }] },
      },
    ]);
  });

  it("デッキの下に移る puts the topic on the bottom of its owner's deck (WKG2 02-021)", () => {
    expect(ok("このカードは、ターン終了時にデッキの下に移る。")).toMatchObject([
      {
        kind: "Triggered",
        mode: "at",
        effect: {
          steps: [
            {
              step: {
                kind: "Move",
                target: { kind: "This" },
                to: { zone: "deck", owner: "owner", position: "bottom" },
              },
            },
          ],
        },
      },
    ]);
  });

  it("inside a trigger it is a delayed step of that trigger", () => {
    expect(
      ok("このカードが登場した場合、このカードは、ターン終了時に休息状態になる。"),
    ).toMatchObject([
      {
        kind: "Triggered",
        mode: "if",
        effect: {
          steps: [{ step: { kind: "Delayed", when: "turnEnd", effect: { kind: "Rest" } } }],
        },
      },
    ]);
  });

  it("needs a topic: without one the verb has nobody to act on", () => {
    const t = translateText("ターン終了時に休息状態になる。", "test");
    expect(t.complete).toBe(false);
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(roundTrips("このカードは、ターン終了時に休息状態になる。").en).toBe(
      "At the end of the turn, rest this character.",
    );
    expect(roundTrips("このカードは、ターン終了時にデッキの下に移る。").en).toBe(
      "At the end of the turn, put this character on the bottom of your deck.",
    );
  });
});
