// Print variants (translate/print-variants.ts): a sentence printed with a comma more or less, a pair
// in the other order or a redundant 自分は means what its canonical spelling means. Each case is a
// variant the grammar does not read as printed (checked first, so that a case proves the fallback
// and not the grammar) and must translate to exactly the abilities of the canonical spelling, with
// spans that still point into the printed text.
import { describe, expect, it } from "vitest";
import type { Ability, Span } from "../../grammar/ast.ts";
import { withoutSpans } from "../../translate/ast-util.ts";
import { parseSentence } from "../../translate/parser/index.ts";
import { printVariants } from "../../translate/print-variants.ts";
import { translateText } from "../../translate/translate.ts";

const CASES: { rewrite: string; printed: string; canonical: string }[] = [
  {
    rewrite: "comma after a leading または",
    printed: "このカードが登場した場合、カードを1枚引く。または相手のキャラ1枚を休息状態にする。",
    canonical:
      "このカードが登場した場合、カードを1枚引く。または、相手のキャラ1枚を休息状態にする。",
  },
  {
    rewrite: "comma after 場合",
    printed: "このカードが登場した場合カードを1枚引く。",
    canonical: "このカードが登場した場合、カードを1枚引く。",
  },
  {
    rewrite: "no comma after a duration",
    printed:
      "このカードが登場した場合、相手のキャラ1枚のAP/DPの値を、ターン終了時まで、30/30に変更する。",
    canonical:
      "このカードが登場した場合、相手のキャラ1枚のAP/DPの値を、ターン終了時まで30/30に変更する。",
  },
  {
    rewrite: "comma after the subject",
    printed: "このカードを妨害したキャラはターン終了時に手札に戻る。",
    canonical: "このカードを妨害したキャラは、ターン終了時に手札に戻る。",
  },
  {
    rewrite: "no subject 自分は",
    printed: "このカードが退場した場合、自分は、手札1枚を捨て札にする。",
    canonical: "このカードが退場した場合、手札1枚を捨て札にする。",
  },
  {
    rewrite: "no subject 自分は (after a cost)",
    printed: "[メイン/自分]:《休》自分は、自分のキャラ1枚を指定する。",
    canonical: "[メイン/自分]:《休》自分のキャラ1枚を指定する。",
  },
  {
    rewrite: "AP before DP",
    printed: "[メイン/両方]:《0》このカードのDPの値とAPの値を、ターン終了時まで入れ替える。",
    canonical: "[メイン/両方]:《0》このカードのAPの値とDPの値を、ターン終了時まで入れ替える。",
  },
  {
    rewrite: "AP before DP (または)",
    printed: "このカードが登場した場合、相手のキャラ1枚のDPまたはAPの値を、元に戻す。",
    canonical: "このカードが登場した場合、相手のキャラ1枚のAPまたはDPの値を、元に戻す。",
  },
  {
    rewrite: "全て for すべて",
    printed: "[メイン/自分]:すべての自分のキャラは、ターン終了時まで+10/+10を得る。",
    canonical: "[メイン/自分]:全ての自分のキャラは、ターン終了時まで+10/+10を得る。",
  },
  {
    rewrite: "名称の異なる for 名称が異なる",
    printed:
      "このカードが登場した場合、ターン終了時に自分の捨て札置き場にあるそれぞれ名称が異なる『ゆるゆり』のキャラ2枚を手札に戻す。",
    canonical:
      "このカードが登場した場合、ターン終了時に自分の捨て札置き場にあるそれぞれ名称の異なる『ゆるゆり』のキャラ2枚を手札に戻す。",
  },
  {
    rewrite: "このカードは、 for このカードが (in the hand)",
    printed:
      "このカードが手札にある場合、自分のポイント置き場にあるカード1枚につき、使用コスト-1を得る。",
    canonical:
      "このカードは、手札にある場合、自分のポイント置き場にあるカード1枚につき、使用コスト-1を得る。",
  },
  {
    rewrite: "カードをN枚引く",
    printed: "このカードが登場した場合、カード2枚を引く。",
    canonical: "このカードが登場した場合、カードを2枚引く。",
  },
  {
    rewrite: "手札に加える for 手札に移す",
    printed:
      "このカードが登場した場合、デッキの上のカード1枚を表にする。表にしたカードが『刀語』のキャラの場合、手札に移す。",
    canonical:
      "このカードが登場した場合、デッキの上のカード1枚を表にする。表にしたカードが『刀語』のキャラの場合、手札に加える。",
  },
];

/** Every span in a translation (to check they lie inside the printed text). */
function spans(v: unknown, out: Span[] = []): Span[] {
  if (Array.isArray(v)) for (const x of v) spans(x, out);
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (o.start && o.end && typeof o.file === "string") out.push(o as unknown as Span);
    else for (const x of Object.values(o)) spans(x, out);
  }
  return out;
}

describe("print variants read as their canonical spelling", () => {
  for (const c of CASES) {
    it(c.rewrite, () => {
      const printed = translateText(c.printed);
      const canonical = translateText(c.canonical);
      expect(canonical.complete).toBe(true);
      expect(printed.complete).toBe(true);
      expect(withoutSpans(printed.abilities)).toEqual(withoutSpans(canonical.abilities));
      const all = spans(printed.abilities as Ability[]);
      expect(all.length).toBeGreaterThan(0);
      for (const s of all) {
        expect(s.start.offset).toBeGreaterThanOrEqual(0);
        expect(s.end.offset).toBeLessThanOrEqual(c.printed.length);
        expect(s.start.offset).toBeLessThanOrEqual(s.end.offset);
      }
    });
  }

  it("each case needs its rewrite: the grammar alone does not read the printed sentence", () => {
    for (const c of CASES) {
      const sentences = c.printed.split("。").filter((s) => s.length > 0);
      const unread = sentences.filter(
        (s) => !parseSentence(s, 0, () => ({}) as unknown as Span).ok,
      );
      expect(unread.length, c.printed).toBeGreaterThan(0);
    }
  });

  it("a failure keeps the printed sentence's own reason", () => {
    const r = translateText("このカードが登場した場合カードを1枚引いて踊る。");
    expect(r.complete).toBe(false);
    const own = parseSentence(
      "このカードが登場した場合カードを1枚引いて踊る",
      0,
      () => ({}) as unknown as Span,
    );
    expect(own.ok).toBe(false);
    expect(r.sentences[0]!.reason).toBe(own.ok ? "" : own.reason);
  });
});

describe("printVariants", () => {
  it("maps each offset of a variant back to the printed sentence", () => {
    const v = printVariants("登場した場合カードを1枚引く").find(
      (x) => x.name === "comma after 場合",
    )!;
    expect(v.text).toBe("登場した場合、カードを1枚引く");
    expect(v.map.length).toBe(v.text.length + 1);
    // the inserted comma stands where the next printed character is; the rest shift by one
    expect(v.map[6]).toBe(6);
    expect(v.map[7]).toBe(6);
    expect(v.map[v.text.length]).toBe(14);
  });

  it("gives nothing for a sentence already in canonical spelling", () => {
    expect(printVariants("このカードが登場した場合、カードを1枚引く")).toEqual([]);
  });

  it("joins every rewrite that applies as a last try", () => {
    const vs = printVariants("または自分は、カード2枚を引く");
    expect(vs.map((v) => v.name)).toContain(
      "comma after a leading または, no subject 自分は, カードをN枚引く",
    );
    expect(vs[vs.length - 1]!.text).toBe("または、カードを2枚引く");
  });
});
