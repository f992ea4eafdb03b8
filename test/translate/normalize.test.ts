import { describe, expect, it } from "vitest";
import { normalize, originalRange } from "../../translate/normalize.ts";
import { segment } from "../../translate/segment.ts";

describe("normalize", () => {
  it("folds full-width digits, letters and signs to ASCII", () => {
    expect(normalize("ターン終了時まで＋２０/＋２０を得る").text).toBe(
      "ターン終了時まで+20/+20を得る",
    );
    expect(normalize("使用コスト－２").text).toBe("使用コスト-2");
    expect(normalize("ＡＰ＋１０").text).toBe("AP+10");
    expect(normalize("使用コスト−3").text).toBe("使用コスト-3"); // U+2212 minus sign
  });

  it("keeps ± and the Japanese brackets, unifies ［］ and ：", () => {
    expect(normalize("［メイン/自分］：+20/±0").text).toBe("[メイン/自分]:+20/±0");
    const jp = "「平沢 唯」【制服】『けいおん!』〔アクティブ〕《0》";
    expect(normalize(jp).text).toBe(jp);
  });

  it("drops spaces outside names and keeps one inside", () => {
    expect(normalize("〔コンビ〕 このカードが　登場した場合").text).toBe(
      "〔コンビ〕このカードが登場した場合",
    );
    expect(normalize("「平沢　　唯」").text).toBe("「平沢 唯」");
    expect(normalize("「 平沢 唯 」").text).toBe("「平沢 唯」");
  });
  it("keeps one space between the Latin words of a trait, as the cards print it (KGB P-001)", () => {
    expect(normalize("【BLACK STARS】2枚").text).toBe("【BLACK STARS】2枚");
    expect(normalize("【 超平和バスターズ 】を持つ").text).toBe("【超平和バスターズ】を持つ");
    expect(normalize("【制服】 【音楽】").text).toBe("【制服】【音楽】");
    expect(normalize("【制 服】【ＢＬＡＣＫ　 STARS 】").text).toBe("【制服】【BLACK STARS】");
  });

  it("turns half-width katakana (with voiced marks) into full-width", () => {
    expect(normalize("ｶｰﾄﾞを1枚引く").text).toBe("カードを1枚引く");
    expect(normalize("ﾃﾞｯｷ").text).toBe("デッキ");
  });

  it("reads ASCII-bracketed keyword tags as tags but leaves timings and costs", () => {
    expect(normalize("[天然2]").text).toBe("〔天然2〕");
    expect(normalize("[メイン/自分]").text).toBe("[メイン/自分]");
    expect(normalize("[2]").text).toBe("[2]");
  });

  it("maps normalised ranges back to the printed text", () => {
    const n = normalize("［メイン/自分］：カードを１枚引く");
    const at = n.text.indexOf("1枚");
    const r = originalRange(n, at, at + 2);
    expect(n.original.slice(r.start, r.end)).toBe("１枚");
  });

  it("never throws on odd input", () => {
    for (const s of ["", "\u0000", "\uD800", "ﾞ", "「", "〔〔〕", "\u200B\u200B"])
      expect(() => normalize(s)).not.toThrow();
  });
});

describe("segment", () => {
  it("splits sentences on 。 but not inside brackets, peels tags and timings", () => {
    const segs = segment(
      "〔逆境4〕:「このカードは、….」《使用条件》:「A」[メイン/自分]:カードを1枚引く。その後、X。",
    );
    expect(segs.map((s) => s.kind)).toEqual(["tag", "sentence", "sentence", "sentence"]);
    expect(segs[0]).toMatchObject({ name: "逆境4", inner: { text: "このカードは、…." } });
    expect(segs.map((s) => s.text).slice(1)).toEqual([
      "《使用条件》:「A」",
      "[メイン/自分]:カードを1枚引く",
      "その後、X",
    ]);
  });

  it("keeps errata notes apart", () => {
    expect(segment("カードを1枚引く。(2019/1/19エラッタ修正)").map((s) => s.kind)).toEqual([
      "sentence",
      "note",
    ]);
  });
});
