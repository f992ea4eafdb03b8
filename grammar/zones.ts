// The words for each zone of the card language, in one table: how the language writes it (the
// formatter), how English rules text and checker messages name it, and how a printed card does.
// Lowering maps zones to the engine's names (compiler/lower/selectors.ts): a mapping, not words.
import type { Zone } from "./ast.ts";

export interface ZoneWords {
  /** In the card language: `in your point pile`, `in exile`. */
  dsl: string;
  /** In English rules text and diagnostics: `point pile`, `EX deck`; "" where English says it another way (removed: exile). */
  english: string;
  /** On the printed card: ポイント置き場; "" where Japanese says it another way (removed). */
  japanese: string;
}

export const ZONE_WORDS: Readonly<Record<Zone, ZoneWords>> = {
  hand: { dsl: "hand", english: "hand", japanese: "手札" },
  deck: { dsl: "deck", english: "deck", japanese: "デッキ" },
  trash: { dsl: "trash", english: "trash", japanese: "捨て札置き場" },
  pointPile: { dsl: "point pile", english: "point pile", japanese: "ポイント置き場" },
  mainArea: { dsl: "main area", english: "main area", japanese: "メインエリア" },
  supportArea: { dsl: "support area", english: "support area", japanese: "サポートエリア" },
  field: { dsl: "field", english: "field", japanese: "場" },
  removed: { dsl: "exile", english: "", japanese: "" },
  exDeck: { dsl: "ex deck", english: "EX deck", japanese: "EXデッキ" },
};
