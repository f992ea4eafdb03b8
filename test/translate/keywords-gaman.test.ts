// 〔我慢〕 (rule 7.11; its rule is PPTP 01-097's reminder text, docs/keywords.md): the box is the
// known keyword `gaman`, also when granted (「ターン終了時まで〔アクティブ〕〔我慢〕を得る」, boxes side
// by side); the reminder text 「（〔我慢〕:DPが10以上の〔我慢〕を持つキャラは、退場しない）」 is
// `reminder 〔我慢〕`, read only when it states the rule the engine implements.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

const REMINDER = "（〔我慢〕:DPが10以上の〔我慢〕を持つキャラは、退場しない）";

describe("〔我慢〕", () => {
  it("a printed box is the known keyword, not a rule 7.11 one without rules", () => {
    expect(ok("〔我慢〕")).toEqual([{ kind: "Keyword", keyword: "gaman" }]);
  });

  it("is granted with other boxes side by side and a stat change (GP P-040)", () => {
    expect(
      step(
        "このカードが登場した場合、「ケイ」または「ナオミ」1枚は、ターン終了時まで〔アクティブ〕〔我慢〕、+30/+30を得る。",
      ),
    ).toMatchObject({
      kind: "Gets",
      keywords: [{ keyword: "active" }, { keyword: "gaman" }],
      stat: { ap: 30, dp: 30 },
      duration: { kind: "untilEndOfTurn" },
    });
  });

  it("three boxes, a later one among them (TKRT P-020)", () => {
    expect(
      step(
        "[アプローチ/自分]:《0》「佐天 涙子」1枚は、ターン終了時まで〔アクティブ〕〔強引〕〔我慢〕を得る。",
      ),
    ).toMatchObject({
      keywords: [
        { keyword: "active" },
        { keyword: "unimplemented", name: "強引" },
        { keyword: "gaman" },
      ],
    });
  });

  it("renders to canonical Japanese that reads back the same, and to English", () => {
    expect(roundTrips("〔我慢〕")).toEqual({ ja: "〔我慢〕", en: "Gaman" });
    expect(
      roundTrips(
        "[メイン/自分]:《休》自分のキャラ1枚は、ターン終了時まで〔アクティブ〕〔我慢〕を得る。",
      ),
    ).toEqual({
      ja: "[メイン/自分]:《休》自分のキャラ1枚は、ターン終了時まで〔アクティブ〕〔我慢〕を得る。",
      en: '[Main/Own] Rest: 1 of your characters gets "Active" and "Gaman" until end of turn.',
    });
  });
});

describe("reminder text", () => {
  it("PPTP 01-097's reminder text is `reminder 〔我慢〕`, apart from the texts before it", () => {
    const abilities = ok(
      `[アプローチ/両方]: キャラ1枚は、ターン終了時まで〔我慢〕を得る。${REMINDER}`,
    );
    expect(abilities).toHaveLength(2);
    expect(abilities[1]).toEqual({ kind: "Reminder", keyword: { keyword: "gaman" } });
  });

  it("renders back to the printed reminder text, and to English", () => {
    expect(roundTrips(REMINDER)).toEqual({
      ja: REMINDER,
      en: "(Gaman: a character with Gaman and DP 10 or more does not leave the field.)",
    });
  });

  it("failing twin: a reminder text stating another rule is left unread", () => {
    const t = translateText("（〔我慢〕:DPが20以上の〔我慢〕を持つキャラは、退場しない）", "test");
    expect(t.complete).toBe(false);
    expect(t.sentences[0]?.reason).toContain("differs from its rule");
  });

  it("failing twin: a reminder text of a keyword without a known rule is left unread", () => {
    const t = translateText("（〔強引〕:このカードは妨害されない）", "test");
    expect(t.complete).toBe(false);
    expect(t.sentences[0]?.reason).toContain("no reminder text is known for 〔強引〕");
  });
});

describe("a filter on 〔我慢〕 (〔我慢〕を持つ…; found by the variants probe: the filter read 〔アクティブ〕 and not 〔我慢〕)", () => {
  const text = "〔我慢〕を持つ自分のキャラがアプローチで退場するごとに、カードを1枚引く。";

  it("reads the keyword filter, and round-trips", () => {
    expect(JSON.stringify(ok(text))).toContain('"keyword":{"keyword":"gaman"}');
    const { ja, en } = roundTrips(text);
    expect(ja).toContain("〔我慢〕を持つ");
    expect(en).toContain('with "Gaman"');
  });

  it("failing twins: 〔自由登場〕を持つ (no box form in the card language) and 〔連携:…〕を持つ stay unread", () => {
    expect(
      translateText(
        "[メイン/自分]:〔自由登場〕を持つ自分のキャラ1枚は、ターン終了時まで+10/+10を得る。",
      ).complete,
    ).toBe(false);
    expect(
      translateText(
        "[メイン/自分]:〔連携:「X」〕を持つ自分のキャラ1枚は、ターン終了時まで+10/+10を得る。",
      ).complete,
    ).toBe(false);
  });
});
