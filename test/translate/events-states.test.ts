// The events-and-states family (issue 13): a character moving between the areas as a trigger
// (サポートエリアからメインエリアに移った場合, ERMG P-002), and a continuous text that also readies
// its card at the end of the turn (…を得るとともに、ターン終了時に活動状態になる, GG 01-061).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

const trigger = (text: string): unknown => (ok(text) as { trigger: unknown }[])[0]!.trigger;

describe("a move between the areas (movesArea)", () => {
  it("reads サポートエリアからメインエリアに移った場合 (ERMG P-002): the area moved to", () => {
    expect(
      trigger("このカードがサポートエリアからメインエリアに移った場合、カードを2枚引く。"),
    ).toMatchObject({ event: "movesArea", subject: { kind: "This" }, area: "main" });
  });

  it("reads the other way with 移るごとに, of another card", () => {
    const [a] = ok(
      "自分のキャラがメインエリアからサポートエリアに移るごとに、カードを1枚引く。",
    ) as { mode: string; trigger: unknown }[];
    expect(a).toMatchObject({
      mode: "eachTime",
      trigger: { event: "movesArea", area: "support", subject: { owner: "your" } },
    });
  });

  it("refuses a move from an area into the same area", () => {
    const t = translateText(
      "このカードがサポートエリアからサポートエリアに移った場合、カードを2枚引く。",
      "test",
    );
    expect(t.complete).toBe(false);
  });

  it("round-trips through canonical Japanese", () => {
    const { en } = roundTrips(
      "このカードがサポートエリアからメインエリアに移った場合、カードを2枚引く。",
    );
    expect(en).toContain("moves from the support area to the main area");
  });
});

describe("…を得るとともに、ターン終了時に<step>: an end-of-turn text beside a continuous one", () => {
  const GG_01_061 =
    "このカードは、自分の【体操服】を持つキャラが3枚以上いる場合、+10/+10を得るとともに、ターン終了時に活動状態になる。";

  it("reads GG 01-061 as the continuous gain and an `at end of turn` text, both conditional", () => {
    const [gain, atEnd, ...rest] = ok(GG_01_061) as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(gain).toMatchObject({
      kind: "Continuous",
      condition: { kind: "Count" },
      effect: { kind: "Gets" },
    });
    expect(atEnd).toMatchObject({
      kind: "Triggered",
      mode: "at",
      trigger: { event: "turnEnd" },
      condition: { kind: "Count" },
    });
    expect(atEnd).not.toHaveProperty("trigger.whose");
    expect(atEnd!.condition).toEqual(gain!.condition);
  });

  it("keeps whose turn's end (自分のターン終了時に, PPTP 01-033's form)", () => {
    const [, atEnd] = ok(
      "このカードは、自分の【体操服】を持つキャラが3枚以上いる場合、+10/+10を得るとともに、自分のターン終了時に活動状態になる。",
    ) as Record<string, unknown>[];
    expect(atEnd).toMatchObject({ trigger: { event: "turnEnd", whose: "your" } });
  });

  it("reads a gain without a condition too (the end-of-turn text then has none)", () => {
    const [, atEnd] = ok(
      "このカードは、+10/+10を得るとともに、ターン終了時に活動状態になる。",
    ) as Record<string, unknown>[];
    expect(atEnd).toMatchObject({ kind: "Triggered", mode: "at" });
    expect(atEnd).not.toHaveProperty("condition");
  });
});
