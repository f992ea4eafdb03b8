// CST→AST: the reader every syntax table reads through (CardReader), and the top of a file —
// title directives, cards (with header checks), abilities and costs.
import type { CstNode } from "chevrotain";
import type {
  Ability,
  CardDecl,
  CardKind,
  Color,
  FileItem,
  NameMark,
  Reference,
  TextCost,
  TitleDirective,
} from "./ast.ts";
import { conditionSyntax, unwrapCondition } from "./conditions.ts";
import { makeDiagnostic, syntaxDiagnostics as D } from "./diagnostics.ts";
import { filterSyntax, unwrapFilter } from "./filters.ts";
import { keyword, timing } from "./keyword-syntax.ts";
import { nameRef, titleRef, traitRef } from "./literals.ts";
import { readQuery, selectorSyntax } from "./selectors.ts";
import {
  readEffect,
  restrictionSyntax,
  staticSyntax,
  stepSyntax,
  unwrapStep,
} from "./steps/index.ts";
import { readerOf, type Reader } from "./syntax.ts";
import { triggerSyntax, unwrapTrigger } from "./triggers.ts";
import { Ctx, has, need, needTok, node, nodes, tok, toks } from "./visitor-base.ts";

const none = () => undefined;
const readSelector = readerOf(selectorSyntax, none);
const readFilter = readerOf(filterSyntax, unwrapFilter);
const readCondition = readerOf(conditionSyntax, unwrapCondition);
const readTrigger = readerOf(triggerSyntax, unwrapTrigger);
const readRestriction = readerOf(restrictionSyntax, none);
const readStep = readerOf(stepSyntax, unwrapStep);
const readStatic = readerOf(staticSyntax, none);

/** The visitor's context (spans, numbers, diagnostics) and the readers of every table. */
export class CardReader extends Ctx implements Reader {
  selector = (n: CstNode) => readSelector(n, this);
  query = (n: CstNode) => readQuery(this, n);
  // a `reference` node is `this`, `host` or `it`: the selector table reads only those there
  reference = (n: CstNode) => readSelector(n, this) as Reference;
  filter = (n: CstNode) => readFilter(n, this);
  condition = (n: CstNode) => readCondition(n, this);
  trigger = (n: CstNode) => readTrigger(n, this);
  restriction = (n: CstNode) => readRestriction(n, this);
  step = (n: CstNode) => readStep(n, this);
  effect = (n: CstNode) => readEffect(n, this);
  staticEffect = (n: CstNode) => readStatic(n, this);
}

export function item(c: CardReader, n: CstNode): FileItem {
  const t = node(n, "titleDirective");
  if (t) {
    const [first, ...more] = nodes(t, "titleRef");
    const d: TitleDirective = {
      kind: "TitleDirective",
      title: titleRef(c, first),
      ...(more.length > 0 ? { also: more.map((m) => titleRef(c, m)) } : {}),
      span: c.span(t),
    };
    return d;
  }
  return card(c, need(n, "card"));
}

function card(c: CardReader, n: CstNode): CardDecl {
  const cardKind: CardKind = has(n, "Character")
    ? "character"
    : has(n, "Event")
      ? "event"
      : "support";
  const numberTok = needTok(n, "CardNumber");
  const nameNode = need(n, "nameRef");
  const out: CardDecl = {
    kind: "Card",
    cardKind,
    number: numberTok.image,
    name: nameRef(c, nameNode),
    nameSpan: c.span(nameNode),
    color: "red",
    cost: 0,
    source: 0,
    traits: [],
    abilities: [],
    span: c.span(n),
  };
  const seen = new Set<string>();
  const once = (field: string, f: CstNode) => {
    if (seen.has(field))
      c.diagnostics.push(
        makeDiagnostic(D.duplicateField, c.span(f), { field, number: out.number }),
      );
    seen.add(field);
  };
  for (const f of nodes(n, "headerField")) {
    const color = tok(f, "ColorTok");
    const num = tok(f, "NumberLit");
    if (color) {
      once("color", f);
      out.color = color.image as Color;
    } else if (has(f, "Cost")) {
      once("cost", f);
      out.cost = c.int(num);
    } else if (has(f, "Source")) {
      once("source", f);
      out.source = c.int(num);
    } else if (has(f, "Ap")) {
      once("ap", f);
      out.ap = c.int(num);
    } else if (has(f, "Dp")) {
      once("dp", f);
      out.dp = c.int(num);
    } else if (has(f, "Rarity")) {
      once("rarity", f);
      const s = tok(f, "StringLit");
      out.rarity = s ? c.string(s) : ((tok(f, "Identifier") ?? num)?.image ?? "");
    } else {
      out.traits.push(traitRef(c, node(f, "traitRef")));
    }
  }
  const header = c.index.span(out.span.start.offset, out.nameSpan.end.offset);
  const example = `${cardKind} ${out.number} 「…」 red cost 1 source 1`;
  if (!seen.has("color"))
    c.diagnostics.push(makeDiagnostic(D.missingColor, header, { number: out.number }));
  for (const field of ["cost", "source"]) {
    if (!seen.has(field))
      c.diagnostics.push(
        makeDiagnostic(D.missingField, header, { number: out.number, field, example }),
      );
  }
  if (seen.has("ap") !== seen.has("dp")) {
    const [hasF, missing] = seen.has("ap") ? ["ap", "dp"] : ["dp", "ap"];
    c.diagnostics.push(
      makeDiagnostic(D.apWithoutDp, header, { number: out.number, has: hasF, missing }),
    );
  }
  if (cardKind !== "character" && (seen.has("ap") || seen.has("dp"))) {
    c.diagnostics.push(makeDiagnostic(D.statsOnNonCharacter, header, { kind: cardKind }));
  }
  const body = node(n, "body");
  for (const b of nodes(body, "bodyItem")) {
    const a = node(b, "ability");
    if (a) out.abilities.push(ability(c, a));
    else if (has(b, "Printed")) out.printed = c.string(tok(b, "StringLit"));
    else out.flavor = c.string(toks(b, "StringLit")[0]);
  }
  return out;
}

/** `「X」 ▶` before an activated text's effect, when written (rule 7.11). */
function nameMark(c: CardReader, act: CstNode): { nameMark?: NameMark } {
  const n = node(act, "nameRef");
  return n ? { nameMark: { name: nameRef(c, n), span: c.span(n) } } : {};
}

function ability(c: CardReader, n: CstNode): Ability {
  const span = c.span(n);
  const k = node(n, "keyword");
  if (k) return { kind: "Keyword", ...keyword(c, k), span };
  const act = node(n, "activated");
  if (act) {
    const cond = node(act, "condition");
    return {
      kind: "Activated",
      ...(has(act, "Mode") ? { mode: true } : {}),
      timing: timing(c, need(act, "timing")),
      costs: nodes(act, "costItem").map((x) => cost(c, x)),
      ...(cond ? { condition: c.condition(cond) } : {}),
      ...nameMark(c, act),
      effect: c.effect(need(act, "effect")),
      span,
    };
  }
  const tr = node(n, "triggered");
  if (tr) {
    const mode = has(tr, "If") ? "if" : has(tr, "Each") ? "eachTime" : "at";
    const cond = node(tr, "condition");
    return {
      kind: "Triggered",
      mode,
      trigger: c.trigger(need(tr, "triggerEvent")),
      ...(cond ? { condition: c.condition(cond) } : {}),
      effect: c.effect(need(tr, "effect")),
      span,
    };
  }
  const co = node(n, "continuous");
  if (co) {
    const cond = node(co, "condition");
    return {
      kind: "Continuous",
      ...(cond ? { condition: c.condition(cond) } : {}),
      effect: c.staticEffect(
        node(co, "staticEffect") ?? node(co, "playerBan") ?? need(co, "replacement"),
      ),
      span,
    };
  }
  const at = node(n, "attachRestriction");
  if (at) {
    const to = nodes(at, "nameOrTrait").map((x) => {
      const nm = node(x, "nameRef");
      return nm ? { name: nameRef(c, nm) } : { trait: traitRef(c, node(x, "traitRef")) };
    });
    return { kind: "AttachRestriction", to, span };
  }
  const g = node(n, "gyakkyou");
  if (g) {
    const nt = needTok(g, "NumberLit");
    return {
      kind: "Gyakkyou",
      n: c.int(nt),
      nSpan: c.tokSpan(nt),
      ability: ability(c, need(g, "ability")),
      span,
    };
  }
  const lv = node(n, "levelText");
  if (lv) {
    const nt = needTok(lv, "NumberLit");
    return {
      kind: "Level",
      n: c.int(nt),
      nSpan: c.tokSpan(nt),
      ability: ability(c, need(lv, "ability")),
      span,
    };
  }
  const r = node(n, "reminder");
  if (r) return { kind: "Reminder", keyword: keyword(c, need(r, "keyword")), span };
  return {
    kind: "PlayRequirement",
    condition: c.condition(need(need(n, "playRequirement"), "condition")),
    span,
  };
}

function cost(c: CardReader, n: CstNode): TextCost {
  const span = c.span(n);
  const v = node(n, "verbStep");
  if (v) return { kind: "ExtraCost", effect: c.step(v), span };
  if (has(n, "RestSymbol")) return { kind: "Rest", span };
  const box = tok(n, "CostBox");
  if (box) return { kind: "Source", amount: c.int(box), span };
  const color = tok(n, "ColorTok");
  return {
    kind: "Source",
    amount: c.int(tok(n, "NumberLit")),
    ...(color ? { color: color.image as Color } : {}),
    span,
  };
}
