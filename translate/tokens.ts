// The vocabulary of printed Japanese card text. Japanese has no spaces, so the lexer is a table of
// phrases: a literal matches at a point only if no longer literal does (the list is sorted longest
// first, so 「アプローチまたは妨害に参加」 wins over 「アプローチ」). Bracketed literals and numbers are
// patterns. A last catch-all token makes lexing total: an unknown character becomes `Other`, which
// no rule accepts, so the sentence fails in the parser with a position instead of the lexer throwing.
import { createToken, Lexer, type TokenType } from "../grammar/chevrotain.ts";

const pattern = (name: string, re: RegExp): TokenType => createToken({ name, pattern: re });

// ─── patterns ────────────────────────────────────────────────────────────────────────────────
// ・[メイン/自分]: a timing after a bullet is one of an event's modes (以下から1つ選択する。・…・…)
const Timing = pattern("Timing", /・?\[(?:メイン|アプローチ)\/(?:自分|相手|両方|割り込み)\]/);
const UseCondition = pattern("UseCondition", /《使用条件》/);
// 《N》, a coloured 《赤N》 (rule 5.4) or 《休》.
const CostBracket = pattern("CostBracket", /《(?:[赤青黄緑紫]?\d+|休)》/);
const NameLit = pattern("NameLit", /「[^「」]*」/);
/**
 * A quoted option that quotes a name inside it: 「EXデッキから「ヴィオラカッツェ」1枚を抜き出し、場に出す。」
 * (GRAN 01-025, after 以下から1つ選択する). Only an option ending in 。」 with a nested 「…」 is this
 * token; every other quote stays a NameLit.
 */
const OptionLit = pattern(
  "OptionLit",
  /「(?:[^「」]|「[^「」]*」)*「[^「」]*」(?:[^「」]|「[^「」]*」)*。」/,
);
const TraitLit = pattern("TraitLit", /【[^【】]*】/);
const TitleLit = pattern("TitleLit", /『[^『』]*』/);
// Not empty, not blank at its start, on one line: the card language refuses such a box (PM1104,
// PM1101), so text holding one is left unread rather than printed as a box (npm run fuzz).
const TagLit = pattern("TagLit", /〔[^〔〕\s][^〔〕\n\r\u0085\u2028\u2029]*〕/);
const CoinLit = pattern("CoinLit", /\+10\/\+10コイン/);
/**
 * Any other coin, by its printed name: コイン, タコスコイン, 魔力コイン (a katakana/kanji word + コイン),
 * or a hiragana title ending in ! (えくそだすっ!コイン: a particle before コイン never ends in !, and
 * the name does not start with one: 自分がえくそだすっ!コイン is 自分 が えくそだすっ!コイン).
 */
const NamedCoin = pattern(
  "NamedCoin",
  /(?![がをにはのでとも])[ぁ-ん]+!コイン|[ァ-ヶー一-龯]*コイン/,
);
// The DP part's sign may be missing: 「+30/30を得る」 (KGB P-004) is a misprint of +30/+30 — read as
// the card language reads an unsigned part (`20/20`): a plus. A set value 「30/30に変更する」 has
// no sign before the AP and stays a StatPair.
const StatMod = pattern("StatMod", /(?:AP)?[+\-±]\d+\/(?:DP)?[+\-±]?\d+/);
const StatPair = pattern("StatPair", /\d+\/\d+/);
const Signed = pattern("Signed", /[+\-]\d+/);
const Num = pattern("Num", /\d+/);
/** 以下から1つ選択する。「…。」「…。」: the quoted options follow (options.ts reads them). */
const ChooseBelow = pattern("ChooseBelow", /以下から\d+つ選択する。?/);
/** 以下のテキストを得る。「…」 (SAGA 01-072): the quoted text follows (granted-texts.ts reads it). */
const GainTextBelow = pattern("GainTextBelow", /以下のテキストを得る。?/);
const Space = createToken({ name: "Space", pattern: /\s+/, group: Lexer.SKIPPED });
const Other = pattern("Other", /[^]/);

// ─── literal phrases ─────────────────────────────────────────────────────────────────────────
const L = {
  Comma: "、",
  Colon: ":",
  // 「X」▶ before an activated text's effect (rule 7.11; ▸ is normalised to ▶)
  Arrow: "▶",
  // 《使用条件》:「氷堂 美智留」+【音楽】 (a + with no number after it: both are required)
  Plus: "+",
  // selectors
  ThisCard: "このカード",
  // このカードをプレイする場合、以下から1つ選択する。・…: the event's modes follow
  PlayThisCardIf: "このカードをプレイする場合、",
  UseThisCardIf: "このカードを使用する場合、",
  HostChara: "このカードがセットされているキャラ",
  // このカードがセットされたキャラ (KMR 01-106): the same host, said in the past tense
  HostCharaPast: "このカードがセットされたキャラ",
  SonoChara: "そのキャラ",
  DesignatedChara: "指定したキャラ",
  DesignatedCharaPassive: "指定されたキャラ",
  // 指定された全てのキャラ (DNP 01-106): every card the ability designated (`it`)
  DesignatedAllChara: "指定された全てのキャラ",
  DesignatedCard: "指定したカード",
  DesignatedCardPassive: "指定されたカード",
  // among what an earlier step acted on (`among it`): その中から1枚 / 表にしたカードの中から1枚
  SonoNakaKara: "その中から",
  RevealedNakaKara: "表にしたカードの中から",
  TrashedCard: "捨て札にしたカード",
  RevealedCard: "表にしたカード",
  // what an earlier step acted on (`it`): 休息状態にしたキャラ1枚につき, 手札に移したカード1枚につき
  RestedChara: "休息状態にしたキャラ",
  TrashedChara: "捨て札にしたキャラ",
  MovedToHandCard: "手札に移したカード",
  SonoCard: "そのカード",
  Shitei: "指定する",
  // 指定し、EXデッキから指定したキャラと同じ名称の… (KMPD P-029): the joining form, another step follows
  ShiteiShi: "指定し",
  EffectEnteredChara: "この効果で場に出たキャラ",
  // 戻したキャラ / デッキの下に戻したキャラ: the character an earlier step returned
  ReturnedChara: "戻したキャラ",
  // 退場したキャラと同じ名称の (FA 01-110): the character whose leaving fired the text — `it`
  LeftChara: "退場したキャラ",
  // 退場したそのキャラを手札に戻す (SRBK P-010): the character whose leaving fired the text — `it`
  LeftSonoChara: "退場したそのキャラ",
  SameName: "同じ名称の",
  // このカードと同じ特徴を持つ (sameTrait); 同じ名称、または同じ特徴を持つ (either of the two)
  SameTrait: "同じ特徴を持つ",
  SameNameOrTrait: "同じ名称、または同じ特徴を持つ",
  // 表にしたカードと同じ色の (KSC 01-092): has the color of that card (sameColor)
  SameColor: "同じ色の",
  // それぞれ名称の異なる / それぞれ異なる名称の / 名称の異なる (AHB2 P-022, ORG2 02-001, YRC 01-008):
  // no two of the cards chosen together share a name (`with different names`, names.ts)
  DifferentNamesEach: "それぞれ名称の異なる",
  DifferentNamesEach2: "それぞれ異なる名称の",
  DifferentNames: "名称の異なる",
  // 「ギー太」がセットされている (K_ON 01-110): a character carrying that support card (carrying);
  // as the state of a trigger's subject, 「IV号戦車D型」がある状態で (GP 01-012) or
  // サポートカードがセットされている状態で (KMR 01-080)
  GaSetSareteiru: "がセットされている",
  GaAruJoutaiDe: "がある状態で",
  GaSetSareteiruJoutaiDe: "がセットされている状態で",
  NameNi: "名称に",
  WoFukumu: "を含む",
  // AP/DPを持つ, AP/DPの値を持たない (one phrase each: AP/DPの値を also heads a stat change)
  ApDpWoMotsu: "AP/DPを持つ",
  ApDpNoAtaiWoMotsu: "AP/DPの値を持つ",
  ApDpWoMotanai: "AP/DPを持たない",
  ApDpNoAtaiWoMotanai: "AP/DPの値を持たない",
  OtherThan: "以外の",
  // <X>以外には妨害されない (PPTP 01-049): only X may block it
  OtherThanNiha: "以外には",
  Own: "自分",
  Opp: "相手",
  No: "の",
  Ga: "が",
  Ha: "は",
  Wo: "を",
  Ni: "に",
  Niha: "には",
  De: "で",
  To: "と",
  All: "全ての",
  Chara: "キャラ",
  Card: "カード",
  EventCard: "イベントカード",
  SupportCard: "サポートカード",
  Mai: "枚",
  MaiMade: "枚まで",
  MaiIjou: "枚以上",
  // 自分の「A」または「B」のいずれか2枚が登場した場合 (SRBKM 01-111b): a count of events (when.ts)
  NoIzureka: "のいずれか",
  // 緑のキャラが5回以上アプローチした場合 (ORSK 01-065): events counted in the turn
  KaiIjou: "回以上",
  // 任意の枚数の自分のキャラ / 手札を任意の枚数捨て札にする: any number (a quantity, `anyNumber`)
  AnyNumberNo: "任意の枚数の",
  AnyNumber: "任意の枚数",
  // 手札を全て表にする: every card, written after the particle (a late quantity `all`)
  AllLate: "全て",
  Ko: "個",
  UsageCost: "使用コスト",
  SourceCost: "発生コスト",
  Ap: "AP",
  Dp: "DP",
  // このカードのAP/DPの合計値より低いAP/DPの合計値を持つ (SRBK 01-092): the stat `ap+dp`
  ApDpTotal: "AP/DPの合計値",
  NoAtai: "の値",
  // ゲーム中、このカードの名称は、「A」としても「B」としても扱う (BBD P-003, identity.ts)
  InTheGame: "ゲーム中",
  NoMeishouHa: "の名称は",
  Toshitemo: "としても",
  Atsukau: "扱う",
  Ika: "以下",
  // このカードの使用コストより低い使用コストを持つ (a stat compared with another value)
  YoriHikui: "より低い",
  // 相手の…の枚数が自分の…の枚数より多い場合 (GP 01-069): a count compared with a count
  YoriOoiBaai: "より多い場合",
  YoriSukunaiBaai: "より少ない場合",
  YoriTakai: "より高い",
  // 使用コストが…の使用コストより3以上高い場合 (DDH 02-070): a margin between より and 高い
  Yori: "より",
  Takai: "高い",
  Baai: "場合",
  // このカードの上にあるコインの個数 (SAK 01-075): the coins of a name on a card, counted
  KoSuu: "個数",
  // DPの値を持つ: 持つ after DPの値を (one token, which heads a stat change too)
  Motsu: "持つ",
  Ijou: "以上",
  Rested: "休息状態",
  ReadyState: "活動状態",
  MainArea: "メインエリア",
  SupportArea: "サポートエリア",
  Trash: "捨て札置き場",
  TrashShort: "捨て札",
  PointPile: "ポイント置き場",
  Hand: "手札",
  HandAll: "手札全て",
  Deck: "デッキ",
  DeckTop: "デッキの上",
  DeckBottom: "デッキの下",
  // 任意の順番でデッキの上または下に移す (SZ2 01-026): each card to either end
  DeckTopOrBottom: "デッキの上または下",
  NiIru: "にいる",
  NiAru: "にある",
  WoMotsu: "を持つ",
  // 〔コンビ〕を持たない (MMDK 03-052, ORSK 01-104): a card without that keyword
  WoMotanai: "を持たない",
  Red: "赤",
  Blue: "青",
  Yellow: "黄",
  Green: "緑",
  Purple: "紫",
  // durations and links (each 「…まで」 of a gain or a restriction is also an `Until`, below)
  UntilEot: "ターン終了時まで",
  UntilOppTurnEnd: "相手のターン終了時まで",
  UntilNextOppTurnEnd: "次の相手のターン終了時まで",
  // そのカードは、次の自分のターン終了時まで活動状態にならない; 自分のターン終了時まで: the mirror for
  // the controller's own turn (longer than 自分 + の + ターン終了時まで, so the lexer tries it first)
  UntilOwnTurnEnd: "自分のターン終了時まで",
  UntilNextOwnTurnEnd: "次の自分のターン終了時まで",
  UntilNextBattleEnd: "次の退場判定終了時まで",
  UntilNextBattleEndThisTurn: "このターンの次の退場判定終了時まで",
  // そのキャラは、次の相手のターンの開始時では活動状態にならない (OGR 01-120)
  OppTurnStartDeha: "相手のターンの開始時では",
  NextOppTurnStartDeha: "次の相手のターンの開始時では",
  // そのキャラは、次の自分のターンの開始時では活動状態にならない: the mirror, for a card of yours
  OwnTurnStartDeha: "自分のターンの開始時では",
  NextOwnTurnStartDeha: "次の自分のターンの開始時では",
  NotReady: "活動状態にならない",
  // …は、テキストを使用することができない (SAK 01-075); 相手は、…のテキストを使用できない (SRBK 01-024)
  CannotUseTextsLong: "テキストを使用することができない",
  // 相手がカードの効果でデッキを見た場合 (FA 01-050): a player looks at a deck (kept, not run)
  DeckMitaBaai: "デッキを見た場合",
  DeckMiruGotoni: "デッキを見るごとに",
  // 相手がテキストを使用するごとに (FA 01-058): a player uses a text (rule 7.1)
  TextUseEach: "テキストを使用するごとに",
  TextUseIf: "テキストを使用した場合",
  // アプローチフェイズの間に<trigger> (FA 01-058): only in that phase
  ApproachPhaseNoAidaNi: "アプローチフェイズの間に",
  MainPhaseNoAidaNi: "メインフェイズの間に",
  CannotUseTextsShort: "テキストを使用できない",
  AtEot: "ターン終了時に",
  // 自分のターン終了時、…場合、… (OREG3 03-025): the moment without に, before its comma
  Eot: "ターン終了時",
  // ターン開始時に (`at start of turn`): no card prints it; the canonical Japanese of the card files'
  AtTurnStart: "ターン開始時に",
  MainPhaseStart: "メインフェイズ開始時に",
  ApproachPhaseStart: "アプローチフェイズ開始時に",
  ThisTurn: "このターン",
  SonoBaai: "その場合",
  // それ以外の場合、B: the previous conditional's other branch (PPTP 01-017); <condition>場合、
  // 代わりにB: B instead of the previous step when the condition holds (DNMC2 01-101c, P-003)
  SoreIgaiBaai: "それ以外の場合",
  Kawarini: "代わりに",
  SonoAto: "その後",
  Mataha: "または",
  // trigger events
  Touzyou: "登場",
  ShitaBaai: "した場合",
  SuruGotoni: "するごとに",
  SaretaBaai: "された場合",
  // 自分の【Y】が妨害されるごとに (AHB2 P-010a): each time it is blocked
  SareruGotoni: "されるごとに",
  ApproachSanka: "アプローチに参加",
  BlockSanka: "妨害に参加",
  EitherSanka: "アプローチまたは妨害に参加",
  Approach: "アプローチ",
  Block: "妨害",
  Taijou: "退場",
  PointGave: "ポイントを与えた場合",
  // 「…がアプローチでポイントを与える場合、代わりに…」 (TKR 01-034): a replacement's event
  PointGiveBaai: "ポイントを与える場合",
  // 「…が退場する場合、代わりに…」 (PPTP 01-081): an event said before it happens (replacements)
  SuruBaai: "する場合",
  // 相手に1ポイント与える (AW 01-004, TKR 01-001): the 「ポイントを与える」 effect of rule 7.5
  PointGive: "ポイント与える",
  PointGives: "ポイントを与えるごとに",
  // このターン、自分のキャラがアプローチでポイントを与えている場合 (OGR 01-106)
  PointGivenBaai: "ポイントを与えている場合",
  Yotte: "によって",
  // このカードが(自分の)カードの効果で…置かれた場合 / 場から離れた場合: what moved the card
  CardNoEffectDe: "カードの効果で",
  LeftFieldIf: "場から離れた場合",
  // サポートエリアからメインエリアに移った場合 / 移るごとに: a character changing area (ERMG P-002)
  MovedIf: "移った場合",
  MovesEach: "移るごとに",
  LeavesFieldEach: "場から離れるごとに",
  PutOnField: "場に出た場合",
  PlayedIf: "プレイされた場合",
  // 次に相手のイベントカードがプレイ中になった場合 (AW P-004): the card is being played
  BecamePlayingIf: "プレイ中になった場合",
  // このターン、次に…場合 (AW P-004): the next such event this turn (an `if` text fires once)
  Tsugini: "次に",
  // そのカードのプレイを無効にし (AW P-004): the play of the card the trigger is about
  SonoCardNoPlay: "そのカードのプレイ",
  // 相手がカードをプレイした場合 / プレイするごとに: the player plays a card
  PlayShitaBaai: "プレイした場合",
  PlaySuruGotoni: "プレイするごとに",
  // 相手がカードを引いた場合 / 引くごとに; ターン開始時以外で: not the start phase's draw (rule 3.1)
  HiitaBaai: "引いた場合",
  // このターンの間に引いているカード / 引いた (GPF 03-040, SRBK P-010): the cards drawn this turn
  Hiiteiru: "引いている",
  Hiita: "引いた",
  HikuGotoni: "引くごとに",
  NotAtTurnStart: "ターン開始時以外で",
  OkaretaBaai: "置かれた場合",
  // このターン、相手によって自分のポイント置き場にカードが置かれている場合 (FA 01-030, when.ts)
  OkareteiruBaai: "置かれている場合",
  OkareruGotoni: "置かれるごとに",
  TaijouSasetaBaai: "退場させた場合",
  LevelUp: "レベルアップ",
  // 改変を行う / 自分が改変を行った場合 (SG): a later action by its printed name (rule 7.11)
  Kaihen: "改変",
  // コストを支払わずにレベルアップできる / このカードから同じカードへレベルアップできる (TKRT)
  WithoutPayingCost: "コストを支払わずに",
  FromThisToSameCard: "このカードから同じカードへ",
  LevelUpDekiru: "レベルアップできる",
  // later actions (parser/later-actions.ts): 〔POP〕する, 〔EPIC〕できる, …にセットする / セットできる,
  // 本来の名称が同じ自分のキャラから(レベルアップできる), コインを1個増やす. Each is short, so it wins only
  // where no longer phrase starts (the lexer tries the longest first).
  Suru: "する",
  Dekiru: "できる",
  SetSuru: "セットする",
  SetDekiru: "セットできる",
  HonraiSameName: "本来の名称が同じ",
  Kara: "から",
  Fuyasu: "増やす",
  // 〔POP〕された自分のカード (PPTP 01-033): the cards a keyword was performed on
  Sareta: "された",
  // このカードがゲームから取り除かれている状態で、<trigger> (SG P-001, 01-077): the removed zone
  JoutaiDe: "状態で",
  // LV5以上の (TKRT P-010): a card's level (rule 7.11)
  Lv: "LV",
  // 相手のメインフェイズにもレベルアップを行うことができる (DDH 02-010)
  LevelUpOkonauDekiru: "レベルアップを行うことができる",
  WoOkonau: "を行う",
  WoOkonattaBaai: "を行った場合",
  WoOkonauGotoni: "を行うごとに",
  CostUsedIf: "コストとして使用された場合",
  // 自分がポイントを受け取った場合 (`if you receive a point`) and 手札に戻った場合 (`if it is
  // returned to hand`): no card prints them; the canonical Japanese of the card files' events
  PointReceivedIf: "ポイントを受け取った場合",
  PointReceivedEach: "ポイントを受け取るごとに",
  ReturnedToHandIf: "手札に戻った場合",
  ReturnsToHandEach: "手札に戻るごとに",
  PlayedSoFar: "プレイされている場合",
  // …した場合、このターン、赤のイベントカードがプレイされているなら、: a trigger's condition
  PlayedSoFarNara: "プレイされているなら",
  // 赤のイベントカードがプレイされているターンの間に、…した場合 (KMK 01-027): played earlier this turn
  PlayedInTurn: "プレイされているターンの間に",
  // このターン、自分がイベントカードをプレイしている場合 (SEKN 01-098); このターンの間に、… (AHB2 P-005a)
  PlayShiteiruBaai: "プレイしている場合",
  ThisTurnNoAidaNi: "このターンの間に",
  // conditions
  // ちょうど2枚いる場合: exactly that many (the canonical form of `count(…) == 2`; cards print 枚以上)
  Choudo: "ちょうど",
  IruBaai: "いる場合",
  // 「自分の手札が4枚以上ある場合」: ある for cards that are not characters (a hand, a trash)
  AruBaai: "ある場合",
  AruNara: "あるなら",
  // 「手札の枚数が1枚以下の場合」: a count compared with at most N
  Maisuu: "枚数",
  MaiIka: "枚以下",
  // 手札が2枚になるまでカードを引く / 手札が、…の枚数と同じ枚数になるまで (a hand drawn up to a size)
  NiNaruMade: "になるまで",
  // 捨て札にした手札の枚数 / 捨て札にした枚数 / 捨て札にした「X」の枚数: the cards an earlier step
  // trashed, counted (捨て札にしたカード / キャラ / 場合 are longer and win where they are printed)
  Trashed: "捨て札にした",
  // 捨て札にした手札の枚数と同じ使用コストを持つ: a stat equal to a measured value (同じ名称の /
  // 同じ特徴を持つ / と同じ枚数 are longer and win)
  Onaji: "同じ",
  ToOnajiMaisuu: "と同じ枚数",
  // joining forms of a condition: 「…がいて、…がいる場合」 (and), 「…がいるか、…がいる場合」 (or)
  Ite: "いて",
  IruKa: "いるか",
  Shiteite: "していて",
  ShiteiruKa: "しているか",
  Sareteite: "されていて",
  SareteiruKa: "されているか",
  IruNara: "いるなら",
  InaiBaai: "いない場合",
  // 相手のポイント置き場にカードが無い場合 (KONM 05-010): none there, as いない場合
  NaiBaai: "無い場合",
  InaiNara: "いないなら",
  IruJoutaiDe: "いる状態で",
  // 自分のキャラが3枚のみの状態で登場した場合: exactly that many as the event happens
  NomiNoJoutaiDe: "のみの状態で",
  ShiteiruBaai: "している場合",
  // このカードは、アプローチに参加している間、… (GPF 03-040, LAB P-015): a continuous text's
  // condition, read as している場合 (rule 7.2: the text applies while it holds)
  ShiteiruAida: "している間",
  NoBaai: "の場合",
  EnteredThisTurn: "このターンの間に登場した",
  // このターン、そのターンの間に登場したキャラには妨害されない (KMPD P-025): その = this turn
  EnteredThatTurn: "そのターンの間に登場した",
  PutThisTurn: "このターンの間に場に出た",
  // このターンに登場した相手のキャラ1枚 (KM 01-025): the same filter without 間
  EnteredThisTurnShort: "このターンに登場した",
  PutThisTurnShort: "このターンに場に出た",
  // このターンの間に、カードの効果によって場に出ている (FA 01-108): arrived by an effect, not played
  PutByCardEffect: "カードの効果によって場に出ている",
  PutByCardEffectPast: "カードの効果で場に出た",
  // このターンの間に、カードの効果で活動状態になった (SG 01-054): readied by an effect this turn
  ReadiedByCardEffect: "カードの効果で活動状態になった",
  SareteiruBaai: "されている場合",
  Sareteiru: "されている",
  Shiteiru: "している",
  TurnNoAida: "ターンの間",
  // このカードが登場したターンの間に (KMG 06-045): the turn in which an event happened
  ShitaTurnNoAidaNi: "したターンの間に",
  // このターン、アプローチに参加しなかった場合 (PM_K-ON 01-100)
  ShinakattaBaai: "しなかった場合",
  // このカードを妨害したキャラは、ターン終了時に… (PM_K-ON P-003)
  WoBlockShitaChara: "を妨害したキャラ",
  // 同じターンの間に、自分の「X」が2枚以上登場した場合: an event counted in the turn
  SameTurn: "同じターンの間に",
  // 同じターンに相手のキャラ3枚以上が休息状態になった場合 (PM_KG 01-055): the same lead
  SameTurnNi: "同じターンに",
  PlayedOnOwnTurn: "このカードを自分のターンにプレイした場合",
  // the other player's turn: an event with a timing of both turns played in the opponent's one
  PlayedOnOppTurn: "このカードを相手のターンにプレイした場合",
  // coins a player holds: 自分が経験コインを2個以上持つ場合 / 持つ状態で, 自分は、ジョーロコインを1個得る,
  // 自分が持つクエストコインを3個にする
  MotsuBaai: "持つ場合",
  MotsuNara: "持つなら",
  MotsuJoutaiDe: "持つ状態で",
  WoMotsuJoutaiDe: "を持つ状態で",
  GaMotsu: "が持つ",
  KoEru: "個得る",
  KoNiSuru: "個にする",
  // effects
  WoEru: "を得る",
  Hiku: "引く",
  ReturnHand: "手札に戻す",
  ReturnsHand: "手札に戻る",
  RestSuru: "休息状態にする",
  ReadySuru: "活動状態にする",
  ReadyNaru: "活動状態になる",
  // the topic's own state change or move (このカードは、ターン終了時に休息状態になる / デッキの下に移る)
  RestNaru: "休息状態になる",
  // 相手のキャラ3枚以上が休息状態になった場合 (PM_KG 01-055): a trigger (`becomes rested`)
  BecameRestedIf: "休息状態になった場合",
  BecomesRestedEach: "休息状態になるごとに",
  MovesDeckBottom: "デッキの下に移る",
  MovesDeckTop: "デッキの上に移る",
  TrashSuru: "捨て札にする",
  RevealSuru: "表にする",
  Utsusu: "移す",
  Modosu: "戻す",
  FaceUp: "表向きにする",
  FaceDown: "裏向きにする",
  // the short potential forms (…にできる = …にすることができる): a `may`
  RestDekiru: "休息状態にできる",
  ReadyDekiru: "活動状態にできる",
  TrashDekiru: "捨て札にできる",
  FaceUpDekiru: "表向きにできる",
  FaceDownDekiru: "裏向きにできる",
  DeckAllWo: "デッキを全て見て",
  Exile: "ゲームから取り除く",
  Torinozoku: "取り除く",
  // 取り除いたそのキャラ (SAG 01-001): the card an earlier step removed from the game — `it`
  RemovedSonoChara: "取り除いたそのキャラ",
  NoUeni: "の上に",
  NoUeniAru: "の上にある",
  NoUeniNotteiru: "の上に乗っている",
  // このカードの上からコインを1個取り除く (KGY P-001): the coins on it, removed
  NoUeKara: "の上から",
  Noseru: "乗せる",
  Oku: "置く",
  Shuffle: "デッキをシャッフルする",
  // …をデッキに戻しシャッフルする (NK 01-101): the deck left unsaid
  ShuffleBare: "シャッフルする",
  Miru: "見る",
  Mite: "見て",
  DeckAll: "デッキの中を全て見て",
  SonoNaka: "その中にある",
  // その中に「X」が含まれていた場合 (CP 01-095, found.ts): one of the cards acted on is an X
  SonoNakaNi: "その中に",
  IncludedBaai: "が含まれていた場合",
  IncludesBaai: "が含まれている場合",
  // 表にした「るん」1枚につき (Ach 01-005, found.ts): the revealed cards that fit (表にしたカード is longer)
  RevealedPast: "表にした",
  Nukidashi: "抜き出し",
  // その後、抜き出したカードをデッキの上に置く (GG 01-118): the card taken out (`it`)
  ExtractedCard: "抜き出したカード",
  Omote: "表にしてから",
  AddHand: "手札に加える",
  Nokori: "残りのカード",
  AnyOrder: "任意の順番で",
  KotoGaDekiru: "ことができる",
  // 「XすることでYすることができる」: X is the cost of the optional Y (parser/costs.ts)
  KotoDe: "ことで",
  NextPlay: "次にプレイする",
  CannotPlay: "プレイできない",
  CannotPlayLong: "プレイすることができない",
  // 登場させることができない: a ban on playing characters (rule 6.1: 登場 is playing one)
  CannotEnterLong: "登場させることができない",
  CannotEnterShort: "登場できない",
  ThisTurnMainPhase: "このターンのメインフェイズの間",
  Shinai: "しない",
  Sarenai: "されない",
  // 妨害されず、<more of the same subject> (K_ON2 03-115): the restriction, joined to what follows
  Sarezu: "されず",
  MustApproach: "可能な限りアプローチに参加しなくてはならない",
  FreeEntry: "自分のメインフェイズ以外でも登場させることができる",
  // free entry in one phase (rule 6.6; R-F-? 「相手(自分)のメイン(アプローチ)フェイズにも登場させる
  // ことができる」): the phase, then 登場させることができる / 登場できる
  MainPhaseAlso: "メインフェイズにも",
  MainPhaseEven: "メインフェイズでも",
  // このターン、自分は、メインフェイズ以外でも<cards>を登場させることができる (AHB P-011): a
  // player's permission for the turn (later.ts playPermit)
  MainPhaseIgaiDemo: "メインフェイズ以外でも",
  ApproachPhaseAlso: "アプローチフェイズにも",
  ApproachPhaseEven: "アプローチフェイズでも",
  CanEnterLong: "登場させることができる",
  CanEnterShort: "登場できる",
  // このカードは、「平沢 唯」にのみセットできる: a support card's attach restriction
  OnlySet: "にのみセットできる",
  // このテキストは、<condition>場合にのみ使用できる: the use condition of the activated text before it
  ThisText: "このテキスト",
  OnlyUsable: "にのみ使用できる",
  NiTsuki: "につき",
  AsCost: "のコストとして使用する場合",
  // 元の使用コストが4以上の「X」のコストとして使用する場合、発生コストが4に変更される (GPFN 04-010)
  MotoUsageCost: "元の使用コスト",
  NiHenkouSareru: "に変更される",
  Change: "に変更する",
  // …のAPと同じ値に変更する (YRYR 01-051): a stat set to another card's value
  SameValueChange: "と同じ値に変更する",
  Totomoni: "とともに",
  AgainJoin: "もう一度アプローチに参加することができる",
  AgainShort: "もう一度アプローチできる",
  SetStatHead: "AP/DPの値を",
  Modoshi: "戻し",
  CannotBlockLong: "妨害に参加することができない",
  CannotBlockShort: "妨害に参加できない",
  WoCannotBlock: "を妨害できない",
  // <topic>は、…<X>を妨害できず、<more> (OREG3 03-005, joined.ts): the restriction, joined to what
  // follows
  WoCannotBlockZu: "を妨害できず",
  CannotApproachLong: "アプローチに参加することができない",
  CannotApproachShort: "アプローチに参加できない",
  CannotApproachBare: "アプローチできない",
  // アプローチと妨害に参加できない: both at once (kgy 01-099)
  CannotApproachOrBlockLong: "アプローチと妨害に参加することができない",
  CannotApproachOrBlockShort: "アプローチと妨害に参加できない",
  // アプローチでポイントを与えることができない: its approach gives no point (rule 8.6)
  CannotGivePointsLong: "アプローチでポイントを与えることができない",
  CannotGivePointsShort: "アプローチでポイントを与えられない",
  // アプローチで与えるポイントが2点になる (SAK 01-037): the points of its unblocked approach (8.6)
  PointsByApproachGa: "アプローチで与えるポイントが",
  // ターン終了時まで、このカードがアプローチで与えるポイントは2点になる (SG 01-027): for a while
  PointsByApproachWa: "アプローチで与えるポイントは",
  // このカードは、登場する場合、休息状態で場に出る (SPK 01-014): it enters rested (rule 6.1)
  WhenEntering: "登場する場合",
  BaNiDeru: "場に出る",
  TenNiNaru: "点になる",
  WoCannotBlockLong: "を妨害することができない",
  // <X>の効果の対象にならない / <X>の対象にならない: protection (rule 4.2)
  NoEffectNoTaishouNaranai: "の効果の対象にならない",
  NoTaishouNaranai: "の対象にならない",
  MustApproachShort: "可能な限りアプローチしなくてはならない",
  PlayingEvent: "プレイ中のイベントカード",
  Mukou: "を無効にする",
  // 「…を無効にし、…」 (AW P-004): the joining form, another step follows
  MukouShi: "を無効にし",
  // <X>のテキストは、ターン終了時まで無効になる (OREG3 P-018): its texts are void for a while
  NoTextHa: "のテキストは",
  BecomesVoid: "無効になる",
  ApOrDpNoAtaiWo: "APまたはDPの値を",
  InHandState: "手札にある状態で",
  // このカードは、[<state>状態で]手札にある場合、… (K_ON2 P-018, DNMC2 01-021a): while in the hand
  InHandIf: "手札にある場合",
  // 自分の「X」がアプローチしている状態で (SRBKM 02-060): the state of a card as the text is read
  ShiteiruJoutaiDe: "している状態で",
  ApNoAtaiWo: "APの値を",
  DpNoAtaiWo: "DPの値を",
  Reset: "元に戻す",
  // 「…の値を、元の値に戻す」: the printed form of 元に戻す on most cards (ookami 01-110, PM_KG 01-044)
  ResetOriginal: "元の値に戻す",
  // 「このカードのAPとDPを、ターン終了時まで入れ替える」 (SwapStats)
  Irekaeru: "入れ替える",
  Okikaeru: "置き換える",
  OkikaetaBaai: "置き換えた場合",
  TrashedIf: "捨て札にした場合",
  ReturnedHandIf: "手札に戻した場合",
  // 戻せない場合、… (SG 01-054): if the return before did nothing; そうできない場合: any step before
  CannotReturnIf: "戻せない場合",
  CannotDoIf: "そうできない場合",
  RemovedCoinsIf: "取り除いた場合",
  // 裏向きにした場合 / 表向きにした場合 (FA 01-075): その場合, said of turning point cards over
  FaceDownDoneIf: "裏向きにした場合",
  FaceUpDoneIf: "表向きにした場合",
  // 手札に移した場合 (BBD 01-066): その場合, said of a move into the hand
  MovedToHandIf: "手札に移した場合",
  BaNiDasu: "場に出す",
  MainAreaNiDasu: "メインエリアに出す",
  SupportAreaNiDasu: "サポートエリアに出す",
  // メインエリアとサポートエリアにそれぞれ1枚ずつ出す (AMG 01-092): a pick split between the areas
  NiSorezore: "にそれぞれ",
  // この効果で場に出た場合、… (SG 01-027, SG 01-077, KMPD P-030): その場合, said of 場に出す
  PutByThisEffectIf: "この効果で場に出た場合",
  MaiZutsuDasu: "枚ずつ出す",
  HandKara: "手札から",
  AllPlayers: "全てのプレイヤー",
  // 相手は、キャラを場に出すことができない (SG 01-001, limits.ts standingBan): a ban on putting
  // characters onto the field
  CannotPutOntoField: "場に出すことができない",
  // 相手は、指定されたキャラを妨害に参加させることができない (limits.ts): what a player may not make
  // its cards do
  SaseruCannot: "させることができない",
  // このカードが手札以外からプレイされた場合 (KGY 01-099, limits.ts): played by break (rule 7.5)
  HandIgaiKara: "手札以外から",
  ThisTurnApproachPhaseDe: "このターンのアプローチフェイズで",
  RestedDe: "休息状態で",
  // joining forms (連用形): 「…を休息状態にし、カードを1枚引く」 — another step follows
  RestShi: "休息状態にし",
  ReadyShi: "活動状態にし",
  TrashShi: "捨て札にし",
  RevealShi: "表にし",
  ReturnHandShi: "手札に戻し",
  Utsushi: "移し",
  Hiki: "引き",
  AddHandE: "手札に加え",
  ExileShi: "ゲームから取り除き",
  Erande: "選んで",
  // 表向きの / 裏向きの: a point card's face, as a modifier (ポイント置き場にある裏向きのカード)
  FaceUpNo: "表向きの",
  FaceDownNo: "裏向きの",
  FaceUpDe: "表向きで",
  FaceDownDe: "裏向きで",
  // 表向きの状態で置く (KON4 04-122): the same as 表向きで
  FaceUpStateDe: "表向きの状態で",
  FaceDownStateDe: "裏向きの状態で",
  // zones: cards removed from the game (a project-ruling zone) and the EX deck (rule 7.11)
  Removed: "ゲームから取り除かれている",
  // このカードがゲームから取り除かれている状態で、<trigger> (SG 01-077): the text works from there
  RemovedState: "ゲームから取り除かれている状態で",
  // このカードは、ゲームから取り除かれている状態でもプレイできる (SG 01-050)
  PlayableWhileRemoved: "ゲームから取り除かれている状態でもプレイできる",
  RemovedBaai: "ゲームから取り除かれている場合",
  ExDeck: "EXデッキ",
  // このカードは、EXデッキに何枚でも入れることができる (DNMC2 02-085, rule 7.11)
  AnyNumberInsertable: "に何枚でも入れることができる",
  ExDeckKara: "EXデッキから",
  // +10/+10コインが乗っていない / 乗っている (a filter on the coins of a card)
  NotteInai: "乗っていない",
  Notteiru: "乗っている",
} as const;

export type Literal = keyof typeof L;

/**
 * 「…まで」: every duration a gain or a restriction may print (ターン終了時まで, 次の相手のターン
 * 終了時まで, 次の自分のターン終了時まで, 次の退場判定終了時まで, …), one category so the parser reads any of them with one
 * token of lookahead; translate/parser/durations.ts gives each its Duration.
 */
const Until = createToken({ name: "Until", pattern: Lexer.NA });
const UNTIL: ReadonlySet<string> = new Set([
  "UntilEot",
  "UntilOppTurnEnd",
  "UntilNextOppTurnEnd",
  "UntilOwnTurnEnd",
  "UntilNextOwnTurnEnd",
  "UntilNextBattleEnd",
  "UntilNextBattleEndThisTurn",
]);

const literalTokens = Object.fromEntries(
  Object.entries(L).map(([name, literal]) => [
    name,
    createToken({ name, pattern: literal, ...(UNTIL.has(name) ? { categories: [Until] } : {}) }),
  ]),
) as Record<Literal, TokenType>;

/**
 * Misprints read as the word they stand for (a token in that word's category): 「活動様態にする」
 * (CP P-002: 「…ターン終了時にこのカードを活動様態にする」; 様態 is no game term) is 活動状態にする.
 */
const MISPRINTS = [
  createToken({
    name: "ReadySuruMisprint",
    pattern: "活動様態にする",
    categories: [literalTokens.ReadySuru],
  }),
];

/**
 * The patterns, in the order the lexer tries them: bracketed literals, then stat forms before
 * plain numbers (the phrases come after them, the catch-all `Other` last).
 */
const PATTERNS = {
  Timing,
  UseCondition,
  CostBracket,
  OptionLit,
  NameLit,
  TraitLit,
  TitleLit,
  TagLit,
  CoinLit,
  NamedCoin,
  StatMod,
  StatPair,
  Signed,
  ChooseBelow,
  GainTextBelow,
  Num,
};

/** Every token by name: `T.Comma`, `T.ThisCard`, `T.Num`, `T.NameLit`. */
export const T = { ...literalTokens, ...PATTERNS, Until, Other };

const literals = [
  ...(Object.entries(L) as [Literal, string][]).map(([name, text]) => ({
    text,
    t: literalTokens[name],
  })),
  ...MISPRINTS.map((t) => ({ text: t.PATTERN as string, t })),
]
  .sort((a, b) => b.text.length - a.text.length)
  .map(({ t }) => t);

/** Verb forms that join the next step of the same sentence. */
export const JOINING: TokenType[] = [
  literalTokens.RestShi,
  literalTokens.ReadyShi,
  literalTokens.TrashShi,
  literalTokens.RevealShi,
  literalTokens.ReturnHandShi,
  literalTokens.Utsushi,
  literalTokens.Hiki,
  literalTokens.AddHandE,
  literalTokens.ExileShi,
  literalTokens.ShiteiShi,
  literalTokens.MukouShi,
];

/** The endings of a play ban (effects.ts gates the playBan rule on one of them). */
export const PLAY_BAN_ENDINGS: TokenType[] = [
  literalTokens.CannotUseTextsLong,
  literalTokens.CannotUseTextsShort,
  literalTokens.CannotPlay,
  literalTokens.CannotPlayLong,
  literalTokens.CannotEnterLong,
  literalTokens.CannotEnterShort,
];

/** The endings of free entry (sentences.ts gates the freeEntry rule on one of them). */
export const FREE_ENTRY_ENDINGS: TokenType[] = [
  literalTokens.FreeEntry,
  literalTokens.CanEnterLong,
  literalTokens.CanEnterShort,
];

/** The endings that tell a restriction (effects.ts gates the restrict rule on one of them). */
export const RESTRICTION_ENDINGS: TokenType[] = [
  literalTokens.Shinai,
  literalTokens.Sarenai,
  literalTokens.CannotBlockLong,
  literalTokens.CannotBlockShort,
  literalTokens.WoCannotBlock,
  literalTokens.WoCannotBlockLong,
  literalTokens.CannotApproachLong,
  literalTokens.CannotApproachShort,
  literalTokens.CannotApproachBare,
  literalTokens.CannotApproachOrBlockLong,
  literalTokens.CannotApproachOrBlockShort,
  literalTokens.CannotGivePointsLong,
  literalTokens.CannotGivePointsShort,
  literalTokens.MustApproach,
  literalTokens.MustApproachShort,
  literalTokens.NotReady,
  literalTokens.CannotUseTextsLong,
  literalTokens.CannotUseTextsShort,
  literalTokens.NoEffectNoTaishouNaranai,
  literalTokens.NoTaishouNaranai,
];

/** The joining forms of a condition: and (いて), or (いるか); another condition follows after 、. */
export const CONDITION_JOINS: ReadonlyMap<TokenType, "and" | "or"> = new Map([
  [literalTokens.Ite, "and"],
  [literalTokens.Shiteite, "and"],
  [literalTokens.Sareteite, "and"],
  [literalTokens.IruKa, "or"],
  [literalTokens.ShiteiruKa, "or"],
  [literalTokens.SareteiruKa, "or"],
]);

/** Order: the patterns (above), then the phrases longest first, then the rest. */
export const allTokens: TokenType[] = [
  Space,
  ...Object.values(PATTERNS),
  ...literals,
  Until,
  Other,
];

// The lexer over these tokens is translate/phrase-lexer.ts (Chevrotain's Lexer gives the same tokens,
// ~30 times slower: test/translate/phrase-lexer.test.ts).
