// Rule 7.11: keywords whose rules our sources do not give (EX, 強引, 突破N, 我慢, レベルアップ,
// 知略, 支援, 魔力N, カードキャプター). Kept with their parameters; no behaviour at all. A deck
// containing one is refused unless the game is created with `ignoreUnimplemented`.
import type { CardDef, Keyword } from "../../cards/definition.ts";

export function unimplementedKeywordOf(
  def: CardDef,
): Extract<Keyword, { kw: "unimplemented" }> | undefined {
  return def.keywords?.find(
    (k): k is Extract<Keyword, { kw: "unimplemented" }> => k.kw === "unimplemented",
  );
}
