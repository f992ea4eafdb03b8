// A card face as SVG text, drawn from the card's data and its rendered abilities (no image of the
// real card: the layout is the studio's own). Pure (face in, markup out) so the same drawing is
// shown in the page, exported as SVG and rasterised to PNG. Text is wrapped here, by an estimate of
// each character's width (a CJK character one em, others about half), because SVG does not wrap.
import type { CardFace } from "./protocol.ts";

export type FaceLanguage = "ja" | "en";

const WIDTH = 630;
const HEIGHT = 880;

const COLORS: Record<string, { main: string; light: string; ja: string }> = {
  red: { main: "#c0392b", light: "#f6dcd9", ja: "赤" },
  blue: { main: "#2a6fb0", light: "#d8e6f4", ja: "青" },
  yellow: { main: "#c99a06", light: "#f8efcc", ja: "黄" },
  green: { main: "#2e8b57", light: "#d7efe1", ja: "緑" },
  purple: { main: "#7d3c98", light: "#eadcf0", ja: "紫" },
};

const KIND = {
  character: { en: "CHARACTER", ja: "キャラクター" },
  event: { en: "EVENT", ja: "イベント" },
  support: { en: "SUPPORT", ja: "サポート" },
};

const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', 'IPAexGothic', sans-serif";

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Estimated width of `s` in ems: wide (CJK, full-width) characters 1, others 0.55. */
function ems(s: string): number {
  let w = 0;
  for (const ch of s)
    w +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
        ch,
      )
        ? 1
        : 0.55;
  return w;
}

/** `text` broken into lines at most `width` ems wide: at spaces in English, anywhere in Japanese. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    const pieces =
      paragraph.match(/[^\s\u3000-\u9fff\uff00-\uffef]+\s*|[\u3000-\u9fff\uff00-\uffef]|\s+/gu) ??
      [];
    for (const piece of pieces) {
      // Kinsoku: a closing mark or comma never starts a line; it stays on the line it ends.
      const closing = /^[。、，．」』】）〕！？ー・]/.test(piece);
      if (line !== "" && !closing && ems(line + piece.trimEnd()) > width) {
        lines.push(line.trimEnd());
        line = piece.trimStart();
      } else line += piece;
      // A single word longer than the line: cut it.
      while (ems(line) > width + (closing ? 1 : 0)) {
        let cut = 1;
        while (cut < line.length && ems(line.slice(0, cut + 1)) <= width) cut++;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

function text(x: number, y: number, size: number, content: string, attrs = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${esc(content)}</text>`;
}

export function cardFaceSvg(face: CardFace, lang: FaceLanguage): string {
  const color = COLORS[face.color] ?? { main: "#555555", light: "#eeeeee", ja: face.color };
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${esc(FONT)}" data-card="${esc(face.number)}">`,
    `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" rx="28" fill="${color.main}"/>`,
    `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" rx="18" fill="#fffdf8"/>`,
  );
  // Cost (top left) and source (under it).
  parts.push(
    `<circle cx="70" cy="70" r="42" fill="${color.main}"/>`,
    text(70, 86, 44, String(face.cost), `text-anchor="middle" fill="#ffffff" font-weight="bold"`),
    `<rect x="46" y="122" width="48" height="40" rx="8" fill="${color.light}" stroke="${color.main}" stroke-width="3"/>`,
    text(
      70,
      151,
      26,
      String(face.source),
      `text-anchor="middle" fill="${color.main}" font-weight="bold"`,
    ),
    text(70, 180, 15, lang === "ja" ? "ソース" : "SOURCE", `text-anchor="middle" fill="#444444"`),
  );
  // Title, name, kind and colour.
  if (face.title) parts.push(text(130, 52, 18, `『${face.title}』`, `fill="#444444"`));
  const nameSize = Math.min(40, Math.floor(460 / Math.max(ems(face.name), 1)));
  parts.push(
    text(130, 98, nameSize, face.name, `fill="#111111" font-weight="bold"`),
    text(
      130,
      130,
      18,
      `${lang === "ja" ? KIND[face.kind].ja : KIND[face.kind].en} · ${lang === "ja" ? color.ja : face.color}`,
      `fill="${color.main}" font-weight="bold"`,
    ),
  );
  // The picture's place: the card's number, large and faint.
  parts.push(
    `<rect x="130" y="150" width="460" height="250" rx="10" fill="${color.light}"/>`,
    text(
      360,
      295,
      56,
      face.number,
      `text-anchor="middle" fill="${color.main}" opacity="0.35" font-weight="bold"`,
    ),
  );
  // Traits.
  const traits = face.traits.map((t) => `【${t}】`).join("");
  if (traits) parts.push(text(40, 440, 22, traits, `fill="#333333"`));
  // The rules text box.
  // The box is 526 units wide inside its margins: that many ems at the font size, less one.
  const wrapAt = (size: number) =>
    (lang === "ja" ? face.ja : face.en).flatMap((a) => wrap(a, Math.floor(526 / size) - 1));
  let size = 22;
  let lines = wrapAt(size);
  if (lines.length > 9) lines = wrapAt((size = 18));
  parts.push(
    `<rect x="36" y="460" width="${WIDTH - 72}" height="300" rx="10" fill="#ffffff" stroke="${color.main}" stroke-width="2"/>`,
  );
  const shown = lines.slice(0, Math.floor(280 / (size * 1.35)));
  shown.forEach((l, i) =>
    parts.push(text(52, 494 + i * size * 1.35, size, l, `fill="#111111" data-line="${i}"`)),
  );
  if (shown.length < lines.length) parts.push(text(WIDTH - 60, 752, 18, "…", `fill="#666666"`));
  if (lines.length === 0 && face.flavor)
    parts.push(text(52, 494, 20, face.flavor, `fill="#666666" font-style="italic"`));
  // AP / DP, number and rarity.
  if (face.ap !== undefined && face.dp !== undefined)
    parts.push(
      `<rect x="36" y="778" width="250" height="62" rx="10" fill="${color.main}"/>`,
      text(
        161,
        822,
        32,
        `${face.ap} / ${face.dp}`,
        `text-anchor="middle" fill="#ffffff" font-weight="bold"`,
      ),
      text(48, 798, 13, "AP / DP", `fill="#ffffff"`),
    );
  parts.push(
    text(
      WIDTH - 40,
      822,
      22,
      `${face.number}${face.rarity ? `  ${face.rarity}` : ""}`,
      `text-anchor="end" fill="#333333"`,
    ),
    "</svg>",
  );
  return parts.join("");
}
