// The scratch file the studio opens first: a title of its own and two cards, one naming a card of
// cardtext/ (「平沢 唯」, so hover and completion show the workspace's cards).
export const SCRATCH_URI = "scratch.cards";

export const SCRATCH_TEXT = `title 『スタジオ』

character 99-001 「試し 太郎」 red cost 2 source 1 ap 20 dp 20 【制服】【音楽】 rarity C {
  printed "このカードが登場した場合、カードを1枚引く。"
  if this enters: draw 1
}

character 99-002 「試し 花子」 blue cost 3 source 2 ap 30 dp 20 【制服】 rarity R {
  printed "このカードがアプローチに参加した場合、カードを1枚引く。"
  if this approaches: draw 1
}
`;
