// The small parts every table reads and prints: names, traits, titles and strings, players and
// owners, comparisons, zones, amounts, durations and stat pairs. Each is read and printed here,
// next to each other, so the format round trip holds for all of them.
import type { CstNode, IToken } from "chevrotain";
import type { Amount, Comparison, Duration, Measure, PlayerRef, StatName, Zone } from "./ast.ts";
import type { Printer, Reader } from "./syntax.ts";
import { type Ctx, has, MissingNode, need, needTok, node, tok, toks } from "./visitor-base.ts";
import { dispatch, type Table } from "./table.ts";
import { ZONE_WORDS } from "./zones.ts";

// ─── Names, traits, titles, strings ──────────────────────────────────────────────────────────

export function nameRef(c: Ctx, n: CstNode | undefined): string {
  const t = tok(n, "NameLit");
  return t ? c.bracketText(t, "name", "「平沢 唯」") : c.string(tok(n, "StringLit"));
}
export function traitRef(c: Ctx, n: CstNode | undefined): string {
  const t = tok(n, "TraitLit");
  return t ? c.bracketText(t, "trait", "【音楽】") : c.string(tok(n, "StringLit"));
}
export function titleRef(c: Ctx, n: CstNode | undefined): string {
  const t = tok(n, "TitleLit");
  return t ? c.bracketText(t, "title", "『けいおん!』") : c.string(tok(n, "StringLit"));
}

/** A bracket literal when the value fits one, else the ASCII form with a "string". */
const bracketed = (open: string, close: string, ascii: string, v: string): string =>
  v !== "" && !v.includes(close) && !/[\n\r]/.test(v)
    ? `${open}${v}${close}`
    : `${ascii}${JSON.stringify(v)}`;

export const fmtName = (v: string) => bracketed("「", "」", "name ", v);
export const fmtTrait = (v: string) => bracketed("【", "】", "trait ", v);
export const fmtTitle = (v: string) => bracketed("『", "』", "", v);
export const fmtString = (v: string) => JSON.stringify(v);

// ─── Players and owners ──────────────────────────────────────────────────────────────────────

/** `you`, `the opponent`, `its owner` (also the possessive forms `your`, `its owner's`, …). */
export function playerRef(n: CstNode | undefined): PlayerRef {
  if (has(n, "You") || has(n, "Your")) return "you";
  if (has(n, "Opponent") || has(n, "OpponentS")) return "opponent";
  if (has(n, "Owner") || has(n, "OwnerS")) return "owner";
  if (has(n, "Controller") || has(n, "ControllerS")) return "controller";
  return "you";
}
export function fmtPlayer(p: PlayerRef): string {
  return p === "you" ? "you" : p === "opponent" ? "the opponent" : `its ${p}`;
}
/** `you play`, `the opponent plays`: the verb agrees with the player. */
export const fmtPlayerVerb = (p: PlayerRef, verb: string) =>
  `${fmtPlayer(p)} ${p === "you" ? verb : `${verb}s`}`;
export function fmtPossessive(p: PlayerRef): string {
  return p === "you" ? "your" : p === "opponent" ? "the opponent's" : `its ${p}'s`;
}

/** The owner word of a query or zone: `your` / `the opponent's` (also `of yours`). */
export function ownerOf(n: CstNode | undefined): "your" | "opponent's" | undefined {
  if (!n) return undefined;
  if (has(n, "Your") || has(n, "Yours")) return "your";
  return "opponent's";
}
export const fmtOwner = (o: "your" | "opponent's") => (o === "your" ? "your" : "the opponent's");

/** Whose turn or phase: `your` / `the opponent's`. */
export function whose(n: CstNode | undefined): "your" | "opponent's" {
  return has(n, "Your") ? "your" : "opponent's";
}

// ─── Numbers ─────────────────────────────────────────────────────────────────────────────────

export function comparison(n: CstNode | undefined): Comparison {
  if (has(n, "LE")) return "<=";
  if (has(n, "GE")) return ">=";
  if (has(n, "LT")) return "<";
  if (has(n, "GT")) return ">";
  if (has(n, "NE")) return "!=";
  return "==";
}

/** `+10`, `-10`, `±0`. */
export const fmtSigned = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : "±0");
/** For `cost +N` / `source +N`, where the lexer reads `+0` but not `±0`. */
export const fmtDelta = (n: number) => (n < 0 ? `-${-n}` : `+${n}`);

/** `+10/±0` → {ap: 10, dp: 0}. */
export function stat(c: Ctx, t: IToken): { ap: number; dp: number } {
  const [a = "0", d = "0"] = t.image.split("/");
  return { ap: c.signed(a, t), dp: c.signed(d, t) };
}

/** `2`, `count(<selector>)`, `count(<selector>) / N` or `until your hand is <amount>`. */
export function amount(r: Reader, n: CstNode | undefined): Amount {
  if (has(n, "Until"))
    return {
      kind: "HandTo",
      player: playerRef(node(n, "playerPossessive")),
      size: amount(r, node(n, "amount")),
    };
  const s = node(n, "selector");
  if (!s) return { kind: "Number", value: r.int(tok(n, "NumberLit")) };
  const every = toks(n, "NumberLit")[0];
  return every
    ? { kind: "Count", of: r.selector(s), every: r.int(every) }
    : { kind: "Count", of: r.selector(s) };
}
export function fmtAmount(a: Amount, p: Printer): string {
  if (a.kind === "Number") return String(a.value);
  if (a.kind === "HandTo")
    return `until ${fmtPossessive(a.player)} hand is ${fmtAmount(a.size, p)}`;
  return `count(${p.selector(a.of)})${a.every === undefined ? "" : ` / ${a.every}`}`;
}
/** `1 card` or `2 cards`: an amount of exactly one takes the singular. */
export const isOne = (a: Amount) => a.kind === "Number" && a.value === 1;

// ─── Durations and zones ─────────────────────────────────────────────────────────────────────

export function duration(n: CstNode | undefined): Duration | undefined {
  if (!n) return undefined;
  if (has(n, "OpponentS")) return { kind: "untilEndOfOpponentsTurn", next: has(n, "Next") };
  if (has(n, "Your")) return { kind: "untilEndOfYourTurn", next: has(n, "Next") };
  if (has(n, "Battle")) return { kind: "untilEndOfNextBattle", thisTurn: has(n, "This") };
  if (has(n, "Main")) return { kind: "untilEndOfMainPhase" };
  return has(n, "Until") ? { kind: "untilEndOfTurn" } : { kind: "thisTurn" };
}
const DURATION_WORDS: Table<Duration, "kind", string> = {
  untilEndOfTurn: () => " until end of turn",
  thisTurn: () => " this turn",
  untilEndOfOpponentsTurn: (d) => ` until end of the opponent's ${d.next ? "next " : ""}turn`,
  untilEndOfYourTurn: (d) => ` until end of your ${d.next ? "next " : ""}turn`,
  untilEndOfNextBattle: (d) => ` until end of the next battle${d.thisTurn ? " this turn" : ""}`,
  untilEndOfMainPhase: () => " until end of main phase",
};
export function fmtDuration(d: Duration | undefined): string {
  return d ? dispatch(DURATION_WORDS, "kind", d) : "";
}

export function zoneName(n: CstNode | undefined): Zone {
  if (has(n, "Hand")) return "hand";
  if (has(n, "Ex")) return "exDeck";
  if (has(n, "Exile")) return "removed";
  if (has(n, "Deck")) return "deck";
  if (has(n, "Trash")) return "trash";
  if (has(n, "Pile")) return "pointPile";
  if (has(n, "Main")) return "mainArea";
  if (has(n, "Support")) return "supportArea";
  return "field";
}

/** `in your trash`, `in exile`. */
export function fmtZone(z: { zone: Zone; owner?: "your" | "opponent's" }): string {
  return ["in", ...(z.owner ? [fmtOwner(z.owner)] : []), ZONE_WORDS[z.zone].dsl].join(" ");
}

// ─── Stats and measured values ───────────────────────────────────────────────────────────────

const STAT_TOKENS: [string, StatName][] = [
  ["Cost", "cost"],
  ["Ap", "ap"],
  ["Dp", "dp"],
  ["Coin", "coins"],
];

/** The stat a `statName` node names. */
export const statOf = (st: CstNode): StatName =>
  has(st, "Plus") ? "apdp" : (STAT_TOKENS.find(([t]) => has(st, t))?.[1] ?? "source");

/** A stat as written: `ap+dp` for the sum. */
export const fmtStat = (s: StatName): string => (s === "apdp" ? "ap+dp" : s);

/** `the cost of this` / `count(<selector>)` / `the "コイン" coins of this` [`+3`]: a `measure` node. */
export function readMeasure(r: Reader, m: CstNode): Measure {
  const span = r.span(m);
  const margin = tok(m, "SignedNumber");
  const plus = margin ? { plus: r.signed(margin.image, margin) } : {};
  if (has(m, "StringLit")) {
    const coin = r.string(needTok(m, "StringLit"));
    return { kind: "coins", coin, of: r.reference(need(m, "reference")), span, ...plus };
  }
  const of = r.selector(need(m, "selector"));
  if (!has(m, "statName")) return { kind: "count", of, span, ...plus };
  // `the cost of <selector>`: a reference, or a query that finds the one card measured
  if (of.kind !== "This" && of.kind !== "Host" && of.kind !== "It" && of.kind !== "Query")
    throw new MissingNode("a measured stat of a card that is neither a reference nor a query");
  return { kind: "stat", stat: statOf(need(m, "statName")), of, span, ...plus };
}
export function fmtMeasure(m: Measure, p: Printer): string {
  const base =
    m.kind === "stat"
      ? `the ${fmtStat(m.stat)} of ${p.selector(m.of)}`
      : m.kind === "coins"
        ? `the ${fmtString(m.coin)} coins of ${p.selector(m.of)}`
        : `count(${p.selector(m.of)})`;
  return m.plus === undefined ? base : `${base} ${fmtDelta(m.plus)}`;
}
