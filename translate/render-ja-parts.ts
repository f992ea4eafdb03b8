// Canonical Japanese for the parts of an ability: selectors, conditions, trigger clauses, gains.
// "Canonical" means one printed template per AST shape, chosen so that the Japanese grammar reads
// it back to the same AST (the round-trip test holds every translated corpus card to that).
import type {
  Condition,
  Filter,
  Gains,
  Keyword,
  PlayerRef,
  Quantity,
  Selector,
  TriggerEvent,
} from "../grammar/ast.ts";
import { sameMeaning } from "./ast-util.ts";
import { ZONE_WORDS } from "../grammar/zones.ts";

const OWNER = { your: "自分", "opponent's": "相手" } as const;
const COLOR = { red: "赤", blue: "青", yellow: "黄", green: "緑", purple: "紫" } as const;
const STAT = {
  cost: "使用コスト",
  source: "発生コスト",
  ap: "AP",
  dp: "DP",
  coins: "+10/+10コイン",
} as const;
const STATE = {
  rested: "休息状態の",
  ready: "活動状態の",
  approaching: "アプローチに参加している",
  blocking: "妨害に参加している",
  blocked: "妨害されている",
  faceUp: "表向きの",
  faceDown: "裏向きの",
} as const;

export function jaFilter(f: Filter): string {
  switch (f.kind) {
    case "other":
      return "このカード以外の";
    case "trait":
      return `${f.traits.map((t) => `【${t}】`).join("")}を持つ`;
    case "name":
      return `「${f.name}」の`;
    case "title":
      return `『${f.title}』の`;
    case "color":
      return `${COLOR[f.color]}の`;
    case "compare": {
      // +10/+10コインが乗っていない / 乗っている: the printed forms of "no coins" / "some coins"
      if (f.stat === "coins") {
        if (f.op === "==" && f.value === 0) return "+10/+10コインが乗っていない";
        if (f.op === ">=" && f.value === 1) return "+10/+10コインが乗っている";
        return `〈coins ${f.op} ${f.value}〉`;
      }
      const op = f.op === "<=" ? "以下" : f.op === ">=" ? "以上" : f.op === "==" ? "" : f.op;
      return `${STAT[f.stat]}の値が${f.value}${op}の`;
    }
    case "state":
      return STATE[f.state];
    case "arrived":
      return f.how === "entered" ? "このターンの間に登場した" : "このターンの間に場に出た";
    case "keyword":
      return `${jaKeyword(f.keyword)}を持つ`;
    case "battle":
      return `${jaSelector(f.other)}${f.relation === "blocking" ? "を妨害している" : "に妨害されている"}`;
    case "sameName":
      return `${jaSelector(f.as)}と同じ名称の`;
    case "stats":
      return f.has ? "AP/DPを持つ" : "AP/DPの値を持たない";
    case "nameContains":
      return `名称に「${f.text}」を含む`;
    // 「A」または【B】を持つ: names first, one trait last (the printed order; see nameOrTrait)
    case "either":
      return `${f.options.map((o) => (o.kind === "name" ? `「${o.name}」` : o.kind === "trait" ? `【${o.traits.join("】【")}】` : jaFilter(o))).join("または")}を持つ`;
  }
}

/** 「A」または【B】を持つキャラ: an `either` of names then one trait is printed as the noun itself. */
function nameOrTrait(s: Extract<Selector, { kind: "Query" }>): Filter | undefined {
  if (s.noun.kind !== "character") return undefined;
  return s.filters.find(
    (f) =>
      f.kind === "either" &&
      f.options.length >= 2 &&
      f.options.slice(0, -1).every((o) => o.kind === "name") &&
      f.options.at(-1)?.kind === "trait" &&
      (f.options.at(-1) as { traits: string[] }).traits.length === 1,
  );
}

function jaQuantity(q: Quantity | undefined): string {
  if (!q) return "";
  if (q.kind === "exactly") return `${q.n}枚`;
  if (q.kind === "upTo") return `${q.n}枚まで`;
  return "";
}

/** A selector; `withZone: false` leaves the zone out (a searched card is "among them"). */
export function jaSelector(s: Selector, withZone = true): string {
  if (s.kind === "This") {
    const z = s.zone;
    if (!z) return "このカード";
    if (z.zone === "removed") return `〈this in exile〉`;
    return `${z.owner && !(z.zone === "hand" && z.owner === "your") ? `${OWNER[z.owner]}の` : ""}${ZONE_WORDS[z.zone].japanese}${z.zone === "mainArea" || z.zone === "supportArea" ? "にいる" : "にある"}このカード`;
  }
  if (s.kind === "It") return "そのキャラ";
  if (s.kind === "Host") return "このカードがセットされているキャラ";
  const zone = withZone ? s.zone : undefined;
  if (
    zone?.zone === "deck" &&
    zone.top !== undefined &&
    s.noun.kind === "card" &&
    s.filters.length === 0
  ) {
    const owner = zone.owner === "opponent's" ? "相手の" : "";
    return `${owner}デッキの上のカード${zone.top}枚`;
  }
  // 手札1枚: the printed short form of "cards in your hand"
  if (
    zone?.zone === "hand" &&
    zone.owner === "your" &&
    !s.owner &&
    s.noun.kind === "card" &&
    s.filters.length === 0 &&
    s.quantity?.kind === "exactly"
  ) {
    return `手札${s.quantity.n}枚`;
  }
  let out = "";
  // ゲームから取り除かれている自分の…: the removed zone is a participle; its owner reads as 自分の
  const removed = zone?.zone === "removed";
  // サポートエリアにいる相手のキャラ: the printed form of a card in an area, whose owner is the
  // area's (the translator copies the owner onto the zone, buildQuery); writing the owner on both
  // (相手のサポートエリアにいる相手の…) would say it twice, which no card does and the translator refuses
  const area =
    (zone?.zone === "mainArea" || zone?.zone === "supportArea") &&
    (!s.owner || !zone.owner || s.owner === zone.owner);
  if (removed) out += "ゲームから取り除かれている";
  else if (area) out += `${ZONE_WORDS[zone!.zone].japanese}にいる`;
  else if (zone)
    out += `${zone.owner ? `${OWNER[zone.owner]}の` : ""}${ZONE_WORDS[zone.zone].japanese}${zone.zone === "mainArea" || zone.zone === "supportArea" ? "にいる" : "にある"}`;
  const asNoun = nameOrTrait(s);
  for (const f of s.filters) if (f !== asNoun) out += jaFilter(f);
  if (s.owner) out += `${OWNER[s.owner]}の`;
  else if ((removed || area) && zone?.owner) out += `${OWNER[zone.owner]}の`;
  if (s.quantity?.kind === "all" || s.quantity?.kind === "each") out += "全ての";
  out += asNoun ? `${jaFilter(asNoun)}キャラ` : jaNoun(s);
  return out + jaQuantity(s.quantity);
}

function jaNoun(s: Extract<Selector, { kind: "Query" }>): string {
  switch (s.noun.kind) {
    case "character":
      return "キャラ";
    case "card":
      return "カード";
    case "event":
      return "イベントカード";
    case "support":
      return "サポートカード";
    case "name":
      return [s.noun.name, ...(s.noun.alternatives ?? [])].map((n) => `「${n}」`).join("または");
  }
}

/** The subject of an Exists condition: the player becomes the owner again. */
function existsSubject(c: Extract<Condition, { kind: "Exists" }>): string {
  const of = c.of;
  if (of.kind !== "Query") return jaSelector(of);
  const { quantity: _q, ...rest } = of;
  return jaSelector({ ...rest, owner: c.player === "opponent" ? "opponent's" : "your" });
}

/** A condition, ending in 場合 (an effect's) or なら (a trigger's). */
export function jaCondition(c: Condition, nara = false): string {
  const end = nara ? "いるなら" : "いる場合";
  switch (c.kind) {
    case "Count": {
      // N枚以上: what cards print; ちょうどN枚: `== N`, which no card prints (it says …がいない for
      // none, read as `not you have`), written so that it reads back as == (conditions.ts)
      const n =
        c.op === ">=" ? `${c.value}枚以上` : c.op === "==" ? `ちょうど${c.value}枚` : undefined;
      if (n === undefined) return `〈count ${c.op} ${c.value}〉`;
      // 自分の「X」が7枚以上ゲームから取り除かれている場合: the printed form of a count in the removed zone
      const of = c.of;
      if (
        !nara &&
        of.kind === "Query" &&
        of.zone?.zone === "removed" &&
        of.zone.owner &&
        !of.owner &&
        !of.quantity
      ) {
        const { zone, ...rest } = of;
        return `${jaSelector({ ...rest, owner: zone.owner })}が${n}ゲームから取り除かれている場合`;
      }
      return `${jaSelector(c.of)}が${n}${end}`;
    }
    case "Exists":
      return `${existsSubject(c)}が${end}`;
    case "Turn":
      return `${c.whose === "your" ? "自分" : "相手"}のターンの間`;
    case "Not":
      if (c.condition.kind === "Exists")
        return `${existsSubject(c.condition)}が${nara ? "いないなら" : "いない場合"}`;
      return `〈Not〉`;
    case "Matches":
      return `${jaSelector(c.subject)}が${jaSelector({ ...c.what, quantity: undefined } as typeof c.what)}の場合`;
    case "Is":
      return jaIs(c, "している場合", "されている場合") ?? `〈Is ${c.state}〉`;
    case "PlayedThisTurn":
      return `このターン、${jaPlayed(c.player, c.card)}がプレイされている場合`;
    case "Or":
      // either player played it: the printed form names no player
      if (
        c.left.kind === "PlayedThisTurn" &&
        c.right.kind === "PlayedThisTurn" &&
        c.left.player === "you" &&
        c.right.player === "opponent" &&
        sameMeaning(withoutAny(c.left.card), withoutAny(c.right.card))
      ) {
        return `このターン、${jaSelector(withoutAny(c.left.card))}がプレイされている場合`;
      }
      return jaJoined(c, nara) ?? `〈Or〉`;
    case "And":
      return jaJoined(c, nara) ?? `〈And〉`;
    default:
      return `〈${c.kind}〉`;
  }
}

/**
 * A state condition with the ending given: している場合 (or the joining していて / しているか) for
 * アプローチに参加 / 妨害に参加 / を妨害, される… for 妨害されている (its approach blocked) / に妨害されている.
 */
function jaIs(
  c: Extract<Condition, { kind: "Is" }>,
  active: string,
  passive: string,
): string | undefined {
  const who = `${jaSelector(c.subject)}が`;
  if (c.other)
    return `${who}${jaSelector(withoutAny(c.other))}${c.state === "blocking" ? `を妨害${active}` : `に妨害${passive}`}`;
  if (c.state === "approaching") return `${who}アプローチに参加${active}`;
  if (c.state === "blocking") return `${who}妨害に参加${active}`;
  if (c.state === "blocked") return `${who}妨害${passive}`;
  return undefined;
}

/** A condition in its joining form — いて (and) or いるか (or) — when it has one. */
function jaJoin(c: Condition, join: "and" | "or"): string | undefined {
  const iru = join === "and" ? "いて" : "いるか";
  switch (c.kind) {
    case "Exists":
      return `${existsSubject(c)}が${iru}`;
    case "Count": {
      const n =
        c.op === ">=" ? `${c.value}枚以上` : c.op === "==" ? `ちょうど${c.value}枚` : undefined;
      return n === undefined ? undefined : `${jaSelector(c.of)}が${n}${iru}`;
    }
    case "Is":
      return join === "and"
        ? jaIs(c, "していて", "されていて")
        : jaIs(c, "しているか", "されているか");
    default:
      return undefined;
  }
}

/**
 * And / Or as the translator reads them back (conditions.ts): every condition but the last in its
 * joining form, and-runs inside or, each operator to the left — And(And(a, b), c) is
 * 「aいて、bいて、cいる場合」, Or(And(a, b), c) 「aいて、bいるか、cいる場合」. A grouping that needs
 * parentheses (an or inside an and, a right-nested chain) has no such form: undefined.
 */
function jaJoined(c: Condition, nara: boolean): string | undefined {
  const chain = (
    x: Condition,
    op: "And" | "Or",
    inner: (y: Condition) => Condition[][] | undefined,
  ): Condition[][] | undefined => {
    if (x.kind !== op) return inner(x);
    const right = inner(x.right);
    if (x.right.kind === op || !right) return undefined;
    const left = chain(x.left, op, inner);
    if (!left) return undefined;
    return op === "And" ? [[...left.flat(), ...right.flat()]] : [...left, ...right];
  };
  const atom = (x: Condition): Condition[][] | undefined =>
    x.kind === "And" || x.kind === "Or" ? undefined : [[x]];
  const ands = (x: Condition): Condition[][] | undefined => chain(x, "And", atom);
  const groups = chain(c, "Or", ands);
  if (!groups) return undefined;
  const parts: string[] = [];
  groups.forEach((group, gi) =>
    group.forEach((x, i) => {
      const last = gi === groups.length - 1 && i === group.length - 1;
      parts.push(
        (last ? jaCondition(x, nara) : jaJoin(x, i < group.length - 1 ? "and" : "or")) ?? "〈?〉",
      );
    }),
  );
  return parts.includes("〈?〉") ? undefined : parts.join("、");
}

/** The card a player played: 自分のイベントカード (the owner is the player). */
function jaPlayed(player: PlayerRef, card: Selector): string {
  const c = withoutAny(card);
  if (c.kind !== "Query" || (player !== "you" && player !== "opponent"))
    return `〈PlayedThisTurn〉`;
  return jaSelector({ ...c, owner: player === "you" ? "your" : "opponent's" });
}

/** 《使用条件》 contents: 「A」「B」 or 自分の【Y】を持つキャラ5枚以上. */
export function jaRequirement(c: Condition): string {
  if (c.kind === "Count" && c.op === ">=") return `${jaSelector(c.of)}${c.value}枚以上`;
  if (c.kind === "And") return jaRequirement(c.left) + jaRequirement(c.right);
  if (c.kind === "Exists" && c.of.kind === "Query" && c.of.noun.kind === "name")
    return `「${c.of.noun.name}」`;
  return jaCondition(c);
}

function withoutAny(s: Selector): Selector {
  if (s.kind !== "Query" || s.quantity?.kind !== "any") return s;
  const { quantity: _q, ...rest } = s;
  return rest;
}

export function jaTrigger(t: TriggerEvent, mode: "if" | "eachTime"): string {
  const ending = mode === "if" ? "した場合" : "するごとに";
  switch (t.event) {
    case "cardPlayed": {
      const card = withoutAny(t.card);
      const owner = t.player === "opponent" ? "opponent's" : "your";
      return `${jaSelector(card.kind === "Query" ? { ...card, owner } : card)}がプレイされた場合`;
    }
    case "turnEnd":
      return "ターン終了時に";
    case "turnStart":
    case "phaseStart":
    case "pointReceived":
      return `〈${t.event}〉`;
    // 「…した場合、または…した場合」: each event written out in full (the printed short form, which
    // shares the subject and the ending, reads back to the same AST)
    case "anyOf":
      return t.events.map((e) => jaTrigger(e, mode)).join("、または");
    case "levelUp":
      return t.player === "you"
        ? `${jaSelector(withoutAny(t.card))}にレベルアップ${ending}`
        : `〈${t.event}〉`;
    default: {
      if (t.event === "putIntoPointPile") {
        // 〔相手のアプローチによって〕自分のポイント置き場に<card>が置かれた場合: the pile is the card's owner's
        const s = t.subject;
        const pile = s.kind === "Query" && s.owner === "opponent's" ? "opponent's" : "your";
        const card = s.kind === "Query" ? { ...withoutAny(s), owner: undefined } : s;
        const by = t.byApproach ? `${pile === "your" ? "相手" : "自分"}のアプローチによって` : "";
        const put = mode === "if" ? "置かれた場合" : "置かれるごとに";
        return `${by}${pile === "your" ? "自分" : "相手"}のポイント置き場に${jaSelector(card as Selector)}が${put}`;
      }
      const who = `${jaSelector(withoutAny(t.subject))}が`;
      if (t.event === "leaves" && t.approachOf)
        return `${jaSelector(t.approachOf)}のアプローチで${who}退場${ending}`;
      switch (t.event) {
        case "enters":
          return `${who}登場${ending}`;
        case "approaches":
          return `${who}アプローチに参加${ending}`;
        case "blocks":
          return `${who}妨害に参加${ending}`;
        case "approachesOrBlocks":
          return `${who}アプローチまたは妨害に参加${ending}`;
        case "isBlocked":
          return `${who}妨害された場合`;
        case "givesPoint":
          return `${who}${t.byApproach ? "アプローチで" : ""}ポイントを与え${mode === "if" ? "た場合" : "るごとに"}`;
        case "leaves":
          return `${who}退場${ending}`;
        case "putOntoField":
          return `${who}場に出た場合`;
        case "usedAsCost":
          return `${who}${t.paying ? `${jaSelector(withoutAny(t.paying))}の` : ""}コストとして使用された場合`;
        default:
          return `${who}〈${t.event}〉`;
      }
    }
  }
}

export function jaKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active":
      return "〔アクティブ〕";
    case "tennen":
      return `〔天然${k.n}〕`;
    case "break":
      return "〔ブレイク〕";
    case "combi":
      return "〔コンビ〕";
    case "freeEntry":
      return "〔自由登場〕";
    case "teamUp":
      return `〔連携:${"name" in k.partner ? `「${k.partner.name}」` : `【${k.partner.trait}】`}〕`;
    case "coins":
      return "〔コイン〕";
    case "unimplemented":
      return k.text !== undefined ? `${k.raw}▶「${k.text}」` : k.raw;
  }
}

const signed = (n: number): string => (n === 0 ? "±0" : n > 0 ? `+${n}` : `${n}`);

/** 〔アクティブ〕、使用コスト+2、+10/±0 — the gains of one 得る. */
export function jaGains(g: Pick<Gains, "stat" | "cost" | "keywords" | "traits">): string {
  const parts = g.keywords.map(jaKeyword);
  if (g.cost !== undefined) parts.push(`使用コスト${signed(g.cost)}`);
  if (g.stat) parts.push(`${signed(g.stat.ap)}/${signed(g.stat.dp)}`);
  for (const t of g.traits ?? []) parts.push(`【${t}】`);
  return parts.join("、");
}
