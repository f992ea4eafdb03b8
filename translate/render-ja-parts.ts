// Canonical Japanese for the parts of an ability: selectors, conditions, trigger clauses, gains.
// "Canonical" means one printed template per AST shape, chosen so that the Japanese grammar reads
// it back to the same AST (the round-trip test holds every translated corpus card to that).
import type { Condition, Filter, Gains, Keyword, Quantity, Selector, TriggerEvent } from "../grammar/ast.ts";

const OWNER = { your: "自分", "opponent's": "相手" } as const;
const COLOR = { red: "赤", blue: "青", yellow: "黄", green: "緑", purple: "紫" } as const;
const ZONE = { trash: "捨て札置き場", mainArea: "メインエリア", supportArea: "サポートエリア", pointPile: "ポイント置き場", hand: "手札", deck: "デッキ", field: "場" } as const;
const STAT = { cost: "使用コスト", source: "発生コスト", ap: "AP", dp: "DP" } as const;
const STATE = { rested: "休息状態の", ready: "活動状態の", approaching: "アプローチに参加している", blocking: "妨害に参加している", blocked: "妨害されている", faceUp: "表向きの", faceDown: "裏向きの" } as const;

export function jaFilter(f: Filter): string {
  switch (f.kind) {
    case "other": return "このカード以外の";
    case "trait": return `${f.traits.map((t) => `【${t}】`).join("")}を持つ`;
    case "name": return `「${f.name}」の`;
    case "title": return `『${f.title}』の`;
    case "color": return `${COLOR[f.color]}の`;
    case "compare": {
      const op = f.op === "<=" ? "以下" : f.op === ">=" ? "以上" : f.op === "==" ? "" : f.op;
      return `${STAT[f.stat]}の値が${f.value}${op}の`;
    }
    case "state": return STATE[f.state];
    case "sameName": return `${jaSelector(f.as)}と同じ名称の`;
    case "stats": return f.has ? "AP/DPを持つ" : "AP/DPの値を持たない";
    case "nameContains": return `名称に「${f.text}」を含む`;
    // 「A」または【B】を持つ: names first, one trait last (the printed order; see nameOrTrait)
    case "either": return `${f.options.map((o) => (o.kind === "name" ? `「${o.name}」` : o.kind === "trait" ? `【${o.traits.join("】【")}】` : jaFilter(o))).join("または")}を持つ`;
  }
}

/** 「A」または【B】を持つキャラ: an `either` of names then one trait is printed as the noun itself. */
function nameOrTrait(s: Extract<Selector, { kind: "Query" }>): Filter | undefined {
  if (s.noun.kind !== "character") return undefined;
  return s.filters.find((f) => f.kind === "either" && f.options.length >= 2 &&
    f.options.slice(0, -1).every((o) => o.kind === "name") && f.options.at(-1)?.kind === "trait" &&
    (f.options.at(-1) as { traits: string[] }).traits.length === 1);
}

function jaQuantity(q: Quantity | undefined): string {
  if (!q) return "";
  if (q.kind === "exactly") return `${q.n}枚`;
  if (q.kind === "upTo") return `${q.n}枚まで`;
  return "";
}

/** A selector; `withZone: false` leaves the zone out (a searched card is "among them"). */
export function jaSelector(s: Selector, withZone = true): string {
  if (s.kind === "This") return "このカード";
  if (s.kind === "It") return "そのキャラ";
  if (s.kind === "Host") return "このカードがセットされているキャラ";
  const zone = withZone ? s.zone : undefined;
  if (zone?.zone === "deck" && zone.top !== undefined && s.noun.kind === "card" && s.filters.length === 0) {
    const owner = zone.owner === "opponent's" ? "相手の" : "";
    return `${owner}デッキの上のカード${zone.top}枚`;
  }
  // 手札1枚: the printed short form of "cards in your hand"
  if (zone?.zone === "hand" && zone.owner === "your" && !s.owner && s.noun.kind === "card" && s.filters.length === 0 && s.quantity?.kind === "exactly") {
    return `手札${s.quantity.n}枚`;
  }
  let out = "";
  if (zone) out += `${zone.owner ? `${OWNER[zone.owner]}の` : ""}${ZONE[zone.zone]}${zone.zone === "mainArea" || zone.zone === "supportArea" ? "にいる" : "にある"}`;
  const asNoun = nameOrTrait(s);
  for (const f of s.filters) if (f !== asNoun) out += jaFilter(f);
  if (s.owner) out += `${OWNER[s.owner]}の`;
  if (s.quantity?.kind === "all" || s.quantity?.kind === "each") out += "全ての";
  out += asNoun ? `${jaFilter(asNoun)}キャラ` : jaNoun(s);
  return out + jaQuantity(s.quantity);
}

function jaNoun(s: Extract<Selector, { kind: "Query" }>): string {
  switch (s.noun.kind) {
    case "character": return "キャラ";
    case "card": return "カード";
    case "event": return "イベントカード";
    case "support": return "サポートカード";
    case "name": return [s.noun.name, ...(s.noun.alternatives ?? [])].map((n) => `「${n}」`).join("または");
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
    case "Count": return `${jaSelector(c.of)}が${c.value}枚以上${end}`;
    case "Exists": return `${existsSubject(c)}が${end}`;
    case "Turn": return `${c.whose === "your" ? "自分" : "相手"}のターンの間`;
    case "Not":
      if (c.condition.kind === "Exists") return `${existsSubject(c.condition)}が${nara ? "いないなら" : "いない場合"}`;
      return `〈Not〉`;
    case "Is": return `${jaSelector(c.subject)}が${c.state === "blocking" ? "妨害に参加" : "アプローチに参加"}している場合`;
    default: return `〈${c.kind}〉`;
  }
}

/** 《使用条件》 contents: 「A」「B」 or 自分の【Y】を持つキャラ5枚以上. */
export function jaRequirement(c: Condition): string {
  if (c.kind === "Count") return `${jaSelector(c.of)}${c.value}枚以上`;
  if (c.kind === "And") return jaRequirement(c.left) + jaRequirement(c.right);
  if (c.kind === "Exists" && c.of.kind === "Query" && c.of.noun.kind === "name") return `「${c.of.noun.name}」`;
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
    case "turnEnd": return "ターン終了時に";
    case "turnStart": case "phaseStart": case "pointReceived": return `〈${t.event}〉`;
    default: {
      const who = `${jaSelector(withoutAny(t.subject))}が`;
      switch (t.event) {
        case "enters": return `${who}登場${ending}`;
        case "approaches": return `${who}アプローチに参加${ending}`;
        case "blocks": return `${who}妨害に参加${ending}`;
        case "approachesOrBlocks": return `${who}アプローチまたは妨害に参加${ending}`;
        case "isBlocked": return `${who}妨害された場合`;
        case "givesPoint": return `${who}${t.byApproach ? "アプローチで" : ""}ポイントを与え${mode === "if" ? "た場合" : "るごとに"}`;
        case "leaves": return `${who}退場${ending}`;
        case "putOntoField": return `${who}場に出た場合`;
        default: return `${who}〈${t.event}〉`;
      }
    }
  }
}

export function jaKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active": return "〔アクティブ〕";
    case "tennen": return `〔天然${k.n}〕`;
    case "break": return "〔ブレイク〕";
    case "combi": return "〔コンビ〕";
    case "freeEntry": return "〔自由登場〕";
    case "teamUp": return `〔連携:${"name" in k.partner ? `「${k.partner.name}」` : `【${k.partner.trait}】`}〕`;
    case "coins": return "〔コイン〕";
    case "unimplemented": return k.text !== undefined ? `${k.raw}▶「${k.text}」` : k.raw;
  }
}

const signed = (n: number): string => (n === 0 ? "±0" : n > 0 ? `+${n}` : `${n}`);

/** 〔アクティブ〕、使用コスト+2、+10/±0 — the gains of one 得る. */
export function jaGains(g: Pick<Gains, "stat" | "cost" | "keywords">): string {
  const parts = g.keywords.map(jaKeyword);
  if (g.cost !== undefined) parts.push(`使用コスト${signed(g.cost)}`);
  if (g.stat) parts.push(`${signed(g.stat.ap)}/${signed(g.stat.dp)}`);
  return parts.join("、");
}
