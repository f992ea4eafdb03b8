// Wordings a change of variants-changes.ts can make that the game never prints: each breaks a
// rule of the digest (cited), so a card rewritten into one is skipped by the probe, not counted.
// Only contradictions belong here; a printable wording the translator misses is a gap, measured.

// The two players swapped make some texts no card prints: each contradicts a rule of the digest.
export const SIDES_NONSENSE = [
  {
    // 6.6: free entry lets a player play outside their own main phase; 3.2: never in the other's
    pattern: /相手のメインフェイズ以外でも登場/,
    why: "free entry is said of the player's own main phase (6.6)",
  },
  {
    pattern: /自分の(?:プレイ中のイベントカード|使用中のテキスト)/,
    why: "a player never responds to their own declaration (4.2)",
  },
  {
    // 6.1: 場に出す puts a card onto the field of the player whose effect it is
    pattern:
      /相手の(?:デッキ|捨て札置き場|ポイント置き場)にある[^。]*?(?:\d+枚|このカード)を、?(?:休息状態で)?(?:場|メインエリア|サポートエリア)に出す/,
    why: "a card is put onto its owner's field only: the other's field holds none of theirs (10.1)",
  },
  {
    // 相手の捨て札置き場にある…を手札に戻す is printable: the card goes to its owner's hand (read)
    pattern:
      /相手のデッキ(?:を全て見て|の上のカード\d+枚を見て)[^。]*?手札に加える|手札から相手の[^。の]*?\d+枚を/,
    why: "a player searches their own deck, plays from their own hand (10.1)",
  },
  {
    pattern: /このカードが[^。]*?相手の(?:捨て札置き場|ポイント置き場)に置かれた/,
    why: "this card goes to its owner's zones only (10.1)",
  },
  {
    pattern: /自分のアプローチによって[^。]*?ポイント置き場に置かれた/,
    why: "a card is put into its owner's point pile by the opponent's approach (8.6)",
  },
];

// The other bound (以上 → 以下) where a bound is not a comparison the card can make.
export const BOUND_NONSENSE = [
  {
    // 4.5: an "if" trigger counting events (同じターンの間に、「X」が2枚以上登場した場合) fires as the
    // count is reached; "at most N" is met by the first event, so the count says nothing
    pattern: /同じターン(?:の間)?に[^。]*?\d+(?:枚|回)以下[^。]*?(?:した|なった|置かれた)場合/,
    why: "an event counted up to N fires at its first occurrence (4.5)",
  },
  {
    // a number a player chooses has an upper bound printed N枚まで (1枚以上の任意の枚数 → 1枚まで)
    pattern: /\d+枚以下の(?:任意の枚数|手札)/,
    why: "a chosen number at most N is printed N枚まで",
  },
  {
    // キャラを3枚以上アプローチに参加させることができない: a cap; "3 or fewer" would forbid any approach
    pattern: /\d+枚以下(?:アプローチ|妨害)に参加させることができない/,
    why: "a cap on approaching characters of N or fewer forbids every approach (8.3)",
  },
  {
    // 使用コストより3以上高い: a margin; "higher by at most 3" contradicts 高い
    pattern: /より\d+以下(?:高い|低い)/,
    why: "a margin より…高い is a least difference",
  },
];

// The other zone of a card (捨て札置き場 ⇄ ポイント置き場) where the zone's rule forbids the step.
export const ZONE_NONSENSE = [
  {
    // 10.1: the trash is face up; only point-pile cards are turned face down
    pattern: /捨て札置き場にある[^。]*?を裏向きにする/,
    why: "the trash is face up (10.1): its cards are not turned face down",
  },
];
