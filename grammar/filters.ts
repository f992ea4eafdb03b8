// Filters of a query, read and printed: adjectives before the noun (`other`, `rested`, a color)
// and phrases after it (`with 【音楽】`, `with cost <= 2`, `named 「X」`, `blocking …`, and
// alternatives `named 「A」 or with 【B】`).
import type { CstNode } from "chevrotain";
import type { Filter, Selector } from "./ast.ts";
import { boxKeyword, fmtBoxKeyword } from "./keyword-syntax.ts";
import {
  comparison,
  fmtMeasure,
  fmtName,
  fmtStat,
  fmtString,
  fmtTitle,
  fmtTrait,
  nameRef,
  readMeasure,
  statOf,
  titleRef,
  traitRef,
} from "./literals.ts";
import { onlyItem, several, type SyntaxTable } from "./syntax.ts";
import { has, need, needTok, node, nodes, tok } from "./visitor-base.ts";

/** The verbs of the `participated` filter (`that approached or blocked this turn`). */
const PARTICIPATED = {
  approach: "approached",
  block: "blocked",
  either: "approached or blocked",
} as const;

/** `with the same name|trait as …` names what it compares with (a reference or a description). */
const sameAsGiven = (n: CstNode): boolean => has(n, "selector") || has(n, "reference");

/** What `… as …` compares with: `this`/`it`/`host` as a reference, else a description. */
function sameAs(
  n: CstNode,
  r: { selector(n: CstNode): Selector; reference(n: CstNode): Selector },
): Selector {
  return has(n, "reference") ? r.reference(need(n, "reference")) : r.selector(need(n, "selector"));
}

type State = Extract<Filter, { kind: "state" }>["state"];
/** The adjective tokens of each state (`face-up` is one token). */
const STATE_TOKENS: [string, State][] = [
  ["Rested", "rested"],
  ["Ready", "ready"],
  ["Approaching", "approaching"],
  ["Blocking", "blocking"],
  ["Blocked", "blocked"],
  ["FaceUp", "faceUp"],
  ["FaceDown", "faceDown"],
];

/** The words of an `arrived` filter before `this turn`. */
const ARRIVED = {
  entered: "that entered",
  putOntoField: "put onto the field",
  byEffect: "put onto the field by an effect",
} as const;

export const filterSyntax: SyntaxTable<Filter, "kind"> = {
  other: {
    at: { adjective: (n) => has(n, "Other") },
    read: (n, r) => ({ kind: "other", span: r.span(n) }),
    print: () => "other",
  },
  except: {
    at: { simpleFilter: (n) => has(n, "Except") },
    read: (n, r) => ({ kind: "except", what: r.reference(need(n, "reference")), span: r.span(n) }),
    print: (f, p) => `except ${p.selector(f.what)}`,
  },
  color: {
    at: { adjective: (n) => has(n, "ColorTok") },
    read: (n, r) => ({
      kind: "color",
      color: needTok(n, "ColorTok").image as "red",
      span: r.span(n),
    }),
    print: (f) => f.color,
  },
  state: {
    at: { adjective: (n) => STATE_TOKENS.some(([t]) => has(n, t)) },
    read: (n, r) => ({
      kind: "state",
      state: STATE_TOKENS.find(([t]) => has(n, t))?.[1] ?? "faceDown",
      span: r.span(n),
    }),
    print: (f) =>
      f.state === "faceUp" ? "face-up" : f.state === "faceDown" ? "face-down" : f.state,
  },
  trait: {
    at: { simpleFilter: (n) => has(n, "traitRef") },
    read: (n, r) => ({
      kind: "trait",
      traits: nodes(n, "traitRef").map((t) => traitRef(r, t)),
      span: r.span(n),
    }),
    print: (f) => `with ${f.traits.map(fmtTrait).join("")}`,
  },
  compare: {
    at: { simpleFilter: (n) => has(n, "statName") && !has(n, "measure") },
    read(n, r) {
      const st = need(n, "statName");
      return {
        kind: "compare",
        stat: statOf(st),
        op: comparison(node(n, "comparison")),
        value: r.int(tok(n, "NumberLit")),
        span: r.span(n),
      };
    },
    print: (f) => `with ${f.stat} ${f.op} ${f.value}`,
  },
  affectedBy: {
    at: { simpleFilter: (n) => has(n, "Affected") },
    read: (n, r) => ({
      kind: "affectedBy",
      action: r.string(tok(n, "StringLit")),
      span: r.span(n),
    }),
    print: (f) => `affected by ${fmtString(f.action)}`,
  },
  level: {
    at: { simpleFilter: (n) => has(n, "Level") },
    read: (n, r) => ({
      kind: "level",
      op: comparison(node(n, "comparison")),
      value: r.int(tok(n, "NumberLit")),
      span: r.span(n),
    }),
    print: (f) => `with level ${f.op} ${f.value}`,
  },
  compareWith: {
    at: { simpleFilter: (n) => has(n, "measure") },
    read(n, r) {
      const m = need(n, "measure");
      return {
        kind: "compareWith",
        stat: statOf(need(n, "statName")),
        op: comparison(node(n, "comparison")),
        with: readMeasure(r, m),
        span: r.span(n),
      };
    },
    print: (f, p) => `with ${fmtStat(f.stat)} ${f.op} ${fmtMeasure(f.with, p)}`,
  },
  keyword: {
    at: { simpleFilter: (n) => has(n, "KeywordLit") },
    read: (n, r) => ({
      kind: "keyword",
      keyword: boxKeyword(r, needTok(n, "KeywordLit")),
      ...(has(n, "Without") ? { without: true as const } : {}),
      span: r.span(n),
    }),
    print: (f) => `${f.without ? "without" : "with"} ${fmtBoxKeyword(f.keyword)}`,
  },
  title: {
    at: { simpleFilter: (n) => has(n, "From") },
    read: (n, r) => ({ kind: "title", title: titleRef(r, node(n, "titleRef")), span: r.span(n) }),
    print: (f) => `from ${fmtTitle(f.title)}`,
  },
  name: {
    at: { simpleFilter: (n) => has(n, "Named") },
    read: (n, r) => ({ kind: "name", name: nameRef(r, node(n, "nameRef")), span: r.span(n) }),
    print: (f) => `named ${fmtName(f.name)}`,
  },
  arrived: {
    // `that entered this turn` (登場した) / `put onto the field [by an effect] this turn` (場に出た,
    // カードの効果によって場に出ている)
    at: { simpleFilter: (n) => has(n, "Entered") || has(n, "Field") },
    read: (n, r) => ({
      kind: "arrived",
      how: has(n, "Entered") ? "entered" : has(n, "Effect") ? "byEffect" : "putOntoField",
      span: r.span(n),
    }),
    print: (f) => `${ARRIVED[f.how]} this turn`,
  },
  readied: {
    // `readied by an effect this turn` (カードの効果で活動状態になった, SG 01-054)
    at: { simpleFilter: (n) => has(n, "Readied") },
    read: (n, r) => ({ kind: "readied", span: r.span(n) }),
    print: () => "readied by an effect this turn",
  },
  participated: {
    // `that approached this turn` / `that blocked this turn` / `that approached or blocked this turn`
    at: { simpleFilter: (n) => has(n, "That") && (has(n, "Approached") || has(n, "Blocked")) },
    read: (n, r) => ({
      kind: "participated",
      in: !has(n, "Approached") ? "block" : has(n, "Blocked") ? "either" : "approach",
      span: r.span(n),
    }),
    print: (f) => `that ${PARTICIPATED[f.in]} this turn`,
  },
  drawn: {
    // `drawn this turn` (このターンの間に引いている)
    at: { simpleFilter: (n) => has(n, "Drawn") },
    read: (n, r) => ({ kind: "drawn", span: r.span(n) }),
    print: () => "drawn this turn",
  },
  battle: {
    at: {
      simpleFilter: (n) => !has(n, "That") && (has(n, "Blocking") || has(n, "Blocked")),
    },
    read: (n, r) => ({
      kind: "battle",
      relation: has(n, "Blocking") ? "blocking" : "blockedBy",
      other: r.selector(need(n, "selector")),
      span: r.span(n),
    }),
    print: (f, p) =>
      `${f.relation === "blocking" ? "blocking" : "blocked by"} ${p.selector(f.other)}`,
  },
  sameName: {
    at: { simpleFilter: (n) => has(n, "Same") && has(n, "NameKw") && sameAsGiven(n) },
    read: (n, r) => ({ kind: "sameName", as: sameAs(n, r), span: r.span(n) }),
    print: (f, p) => `with the same name as ${p.selector(f.as)}`,
  },
  sameTrait: {
    // `with the same trait as this` (このカードと同じ特徴を持つ)
    at: { simpleFilter: (n) => has(n, "Same") && has(n, "TraitKw") && sameAsGiven(n) },
    read: (n, r) => ({ kind: "sameTrait", as: sameAs(n, r), span: r.span(n) }),
    print: (f, p) => `with the same trait as ${p.selector(f.as)}`,
  },
  carrying: {
    // `carrying 「IV号戦車D型」` (「IV号戦車D型」がセットされている / がある状態で, GP 01-012)
    at: { simpleFilter: (n) => has(n, "Carrying") },
    read: (n, r) => ({ kind: "carrying", what: r.selector(need(n, "selector")), span: r.span(n) }),
    print: (f, p) => `carrying ${p.selector(f.what)}`,
  },
  sameColor: {
    // `with the same color as it` (表にしたカードと同じ色の, KSC 01-092)
    at: { simpleFilter: (n) => has(n, "reference") && has(n, "ColorKw") },
    read: (n, r) => ({ kind: "sameColor", as: r.reference(need(n, "reference")), span: r.span(n) }),
    print: (f, p) => `with the same color as ${p.selector(f.as)}`,
  },
  stats: {
    // `with ap/dp` / `without ap/dp`
    at: { simpleFilter: (n) => has(n, "apDp") },
    read: (n, r) => ({ kind: "stats", has: !has(n, "Without"), span: r.span(n) }),
    print: (f) => (f.has ? "with ap/dp" : "without ap/dp"),
  },
  nameContains: {
    at: { simpleFilter: (n) => has(n, "Its") },
    read: (n, r) => ({
      kind: "nameContains",
      text: nameRef(r, node(n, "nameRef")),
      span: r.span(n),
    }),
    print: (f) => `with ${fmtName(f.text)} in its name`,
  },
  together: {
    // `with the same name` / `with the same trait` (no `as`) / `with different names`
    at: {
      simpleFilter: (n) =>
        has(n, "Different") || (has(n, "Same") && !sameAsGiven(n) && !has(n, "ColorKw")),
    },
    read: (n, r) => ({
      kind: "together",
      relation: has(n, "Different")
        ? "differentNames"
        : has(n, "TraitKw")
          ? "sameTrait"
          : "sameName",
      span: r.span(n),
    }),
    print: (f) =>
      f.relation === "differentNames"
        ? "with different names"
        : `with the same ${f.relation === "sameTrait" ? "trait" : "name"}`,
  },
  either: {
    at: { filter: several("simpleFilter") },
    read: (n, r) => ({
      kind: "either",
      options: nodes(n, "simpleFilter").map((f) => r.filter(f)),
      span: r.span(n),
    }),
    print: (f, p) => f.options.map((o) => p.filter(o)).join(" or "),
  },
};

/** A filter of one option is that option. */
export const unwrapFilter = (n: CstNode) => onlyItem(n, "filter", "simpleFilter");
