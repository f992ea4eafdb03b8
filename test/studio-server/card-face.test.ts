// The studio's card face drawing and hover markdown (studio/src, pure functions run here in Node):
// wrapping by estimated width with kinsoku, escaping of card data into SVG and HTML.
import { describe, expect, it } from "vitest";
import { cardFaceSvg, wrap } from "../../studio/src/card-face.ts";
import { markdownHtml } from "../../studio/src/markdown.ts";
import type { CardFace } from "../../studio/src/protocol.ts";

const face: CardFace = {
  number: "99-001",
  name: '試し <太郎> & "花子"',
  kind: "character",
  color: "red",
  cost: 2,
  source: 1,
  ap: 20,
  dp: 20,
  traits: ["制服", "音楽"],
  title: "スタジオ",
  rarity: "C",
  en: ["When this character enters, draw 1 card."],
  ja: ["このカードが登場した場合、カードを1枚引く。"],
  line: 3,
};

describe("wrap", () => {
  it("breaks Japanese anywhere within the width, never before a closing mark", () => {
    const lines = wrap("このカードが登場した場合、カードを1枚引く。", 10);
    expect(lines.join("")).toBe("このカードが登場した場合、カードを1枚引く。");
    for (const l of lines) expect(l).not.toMatch(/^[。、]/);
    expect(lines.length).toBeGreaterThan(1);
  });

  it("breaks English at spaces, and cuts a word longer than the line", () => {
    expect(wrap("draw one card now", 5)).toEqual(["draw one", "card now"]);
    expect(wrap("abcdefghijklmnopqrstuvwxyz", 5).every((l) => l.length <= 10)).toBe(true);
  });

  it("keeps line breaks of the text", () => {
    expect(wrap("a\nb", 40)).toEqual(["a", "b"]);
  });
});

describe("cardFaceSvg", () => {
  it("draws the card's data, escaped, in the language asked for", () => {
    const ja = cardFaceSvg(face, "ja");
    expect(ja.startsWith("<svg")).toBe(true);
    expect(ja).toContain("試し &#60;太郎&#62; &#38; &#34;花子&#34;");
    expect(ja).not.toContain("<太郎>");
    expect(ja).toContain("【制服】【音楽】");
    expect(ja).toContain("キャラクター · 赤");
    expect(ja).toContain("20 / 20");
    expect(ja).toContain("このカードが登場した場合、カードを1枚引く。");
    const en = cardFaceSvg(face, "en");
    expect(en).toContain("CHARACTER · red");
    // Wrapped into lines of the text box.
    expect(en).toContain(">When this character enters, draw 1</text>");
    expect(en).toContain(">card.</text>");
  });

  it("draws no AP/DP on a card without them, and the flavor when there is no ability", () => {
    const event = { ...face, kind: "event" as const, en: [], ja: [], flavor: "静かな夜" };
    delete event.ap;
    delete event.dp;
    const svg = cardFaceSvg(event, "ja");
    expect(svg).not.toContain("AP / DP");
    expect(svg).toContain("静かな夜");
  });
});

describe("markdownHtml", () => {
  it("renders bold, code, lists and paragraphs and escapes the rest", () => {
    expect(markdownHtml("**English:** draw `1` <b>\n\n- a\n- b")).toBe(
      "<p><strong>English:</strong> draw <code>1</code> &lt;b&gt;</p><ul><li>a</li><li>b</li></ul>",
    );
  });
});
