// One corpus card as a card of cardtext/: the card data copied exactly as cardtext/README.md says
// (the name verbatim, traits split at 、 / line breaks / full-width spaces, rarity made ASCII), the
// translated abilities, the printed text and flavor, and the mark that says a machine wrote it.
// Data the header needs but the record lacks (a color, a numeric cost) is a reason to skip the
// card, never a placeholder.
import type { CardDecl } from "../../grammar/ast.ts";
import { COLOR, KIND, splitTraits, type CorpusCard } from "../corpus.ts";
import { normalize } from "../normalize.ts";

/** The leading comment of a machine-translated card; a card without it is hand-encoded. */
export const POOL_MARK = "translated from the printed text: memoria translate --encode-pool";

export function isMarked(card: CardDecl): boolean {
  return card.comments?.leading?.includes(POOL_MARK) ?? false;
}

/** The set file a record belongs in (`PM_K-ON` → `pm_k-on`), or undefined without a setAbbr. */
export function setStem(card: CorpusCard): string | undefined {
  const abbr = card.record.setAbbr?.trim();
  return abbr ? abbr.toLowerCase() : undefined;
}

/** A cost or source as printed: a whole number, else undefined (`△`, ""). */
function whole(v: string | number | undefined): number | undefined {
  if (v === undefined || String(v).trim() === "") return undefined;
  const n = Number(normalize(String(v)).text);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Traits as cardtext/README.md says: split at 、, line breaks and full-width spaces; `-` = none. */
export function poolTraits(c: CorpusCard["record"]["characteristic"]): string[] {
  return splitTraits(c, /[、\n\r\u3000]/, (t) => t.trim());
}

export type PoolCard = { ok: true; card: CardDecl } | { ok: false; reason: string };

/** The card to write for a translated corpus card; its abilities are the translator's. */
export function poolCard(c: CorpusCard): PoolCard {
  const r = c.record;
  if (KIND[r.type] === undefined)
    return { ok: false, reason: `unknown card type ${JSON.stringify(r.type)}` };
  const color = COLOR[r.color?.trim() ?? ""];
  if (color === undefined)
    return { ok: false, reason: `no color in the record (${JSON.stringify(r.color ?? "")})` };
  const cost = whole(r.usageCost ?? r.cost);
  const source = whole(r.outbreakCost ?? r.source);
  if (cost === undefined || source === undefined)
    return {
      ok: false,
      reason: `cost or source is not a number (${r.usageCost ?? r.cost} / ${r.outbreakCost ?? r.source})`,
    };
  const card: CardDecl = {
    ...c.card,
    name: r.name.trim(),
    color,
    cost,
    source,
    traits: poolTraits(r.characteristic),
    comments: { leading: [POOL_MARK] },
  };
  if (card.cardKind !== "character") {
    delete card.ap;
    delete card.dp;
  }
  return { ok: true, card };
}
