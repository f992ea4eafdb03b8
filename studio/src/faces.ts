// Card faces from a card file's AST: the data the card view draws (card-face.ts), with each
// ability rendered in English and canonical Japanese by the translator's renderers. A rendering
// that fails (an ability with no Japanese form) says so on its line instead of failing the face.
import type { CardFile } from "../../grammar/ast.ts";
import { renderEn } from "../../translate/render/en.ts";
import { renderJa } from "../../translate/render/ja.ts";
import type { CardFace } from "./protocol.ts";

function rendered(f: () => string): string {
  try {
    return f();
  } catch (e) {
    return `(cannot render: ${e instanceof Error ? e.message : String(e)})`;
  }
}

export function cardFaces(file: CardFile): CardFace[] {
  const faces: CardFace[] = [];
  for (const item of file.items) {
    if (item.kind !== "Card") continue;
    const face: CardFace = {
      number: item.number,
      name: item.name,
      kind: item.cardKind,
      color: item.color,
      cost: item.cost,
      source: item.source,
      traits: item.traits,
      en: item.abilities.map((a) => rendered(() => renderEn([a], item.cardKind))),
      ja: item.abilities.map((a) => rendered(() => renderJa([a]))),
      line: item.span.start.line,
    };
    if (item.ap !== undefined) face.ap = item.ap;
    if (item.dp !== undefined) face.dp = item.dp;
    if (item.title !== undefined) face.title = item.title;
    if (item.rarity !== undefined) face.rarity = item.rarity;
    if (item.printed !== undefined) face.printed = item.printed;
    if (item.flavor !== undefined) face.flavor = item.flavor;
    faces.push(face);
  }
  return faces;
}
