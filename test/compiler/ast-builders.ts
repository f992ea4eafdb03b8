// Hand-made AST values for checker tests: cases the parser cannot produce (it rejects them first,
// or the construct came from translate/), and unit tests of the walker and binder. Spans are
// distinct and increasing, so "before" in source order is "created earlier" here.
import type {
  Ability,
  CardDecl,
  CardFile,
  Condition,
  Effect,
  EffectStep,
  QuerySelector,
  Selector,
  Span,
  TitleDirective,
} from "../../grammar/ast.ts";

let next = 0;

export function span(file = "test.cards"): Span {
  const offset = next++;
  return {
    file,
    start: { offset, line: 1, column: offset + 1 },
    end: { offset: offset + 1, line: 1, column: offset + 2 },
  };
}

export const This = (): Selector => ({ kind: "This", span: span() });
export const Host = (): Selector => ({ kind: "Host", span: span() });
export const It = (): Selector => ({ kind: "It", span: span() });

export function query(parts: Partial<QuerySelector> = {}): QuerySelector {
  return { kind: "Query", noun: { kind: "character" }, filters: [], span: span(), ...parts };
}

export function named(name: string, parts: Partial<QuerySelector> = {}): QuerySelector {
  return query({ noun: { kind: "name", name, span: span() }, ...parts });
}

export function effect(...steps: (EffectStep | ["then" | "ifYouDo", EffectStep])[]): Effect {
  return {
    span: span(),
    steps: steps.map((s) =>
      Array.isArray(s) ? { link: s[0], step: s[1] } : { link: "none" as const, step: s },
    ),
  };
}

export function draw(n = 1): EffectStep {
  return { kind: "Draw", player: "you", amount: { kind: "Number", value: n }, span: span() };
}

export function gets(target: Selector, ap: number, dp: number, withDuration = true): EffectStep {
  return {
    kind: "Gets",
    target,
    stat: { ap, dp },
    keywords: [],
    ...(withDuration ? { duration: { kind: "untilEndOfTurn" as const } } : {}),
    span: span(),
  };
}

export function mainOwn(eff: Effect): Ability {
  return {
    kind: "Activated",
    timing: { phase: "main", player: "own", span: span() },
    costs: [],
    effect: eff,
    span: span(),
  };
}

export function whenThisEnters(eff: Effect, condition?: Condition): Ability {
  return {
    kind: "Triggered",
    mode: "if",
    trigger: { event: "enters", subject: This(), span: span() },
    ...(condition ? { condition } : {}),
    effect: eff,
    span: span(),
  };
}

export function continuous(
  targetGets: { target: Selector; ap: number; dp: number },
  condition?: Condition,
): Ability {
  return {
    kind: "Continuous",
    ...(condition ? { condition } : {}),
    effect: {
      kind: "Gets",
      target: targetGets.target,
      stat: { ap: targetGets.ap, dp: targetGets.dp },
      keywords: [],
      span: span(),
    },
    span: span(),
  };
}

type Header = Partial<Omit<CardDecl, "kind" | "abilities">>;

function card(
  cardKind: CardDecl["cardKind"],
  number: string,
  name: string,
  header: Header,
  abilities: Ability[],
): CardDecl {
  return {
    kind: "Card",
    cardKind,
    number,
    name,
    nameSpan: span(),
    color: "red",
    cost: 1,
    source: 1,
    traits: [],
    abilities,
    span: span(),
    ...header,
  };
}

export const character = (
  number: string,
  name: string,
  header: Header = {},
  ...abilities: Ability[]
) => card("character", number, name, { ap: 30, dp: 30, ...header }, abilities);
export const event = (number: string, name: string, header: Header = {}, ...abilities: Ability[]) =>
  card("event", number, name, header, abilities);
export const support = (
  number: string,
  name: string,
  header: Header = {},
  ...abilities: Ability[]
) => card("support", number, name, header, abilities);

/** A file whose cards all belong to `title` (as the parser resolves a title directive). */
export function cardFile(title: string | undefined, ...cards: CardDecl[]): CardFile {
  const items: (TitleDirective | CardDecl)[] = [];
  if (title !== undefined) items.push({ kind: "TitleDirective", title, span: span() });
  for (const c of cards) items.push(title === undefined ? c : { ...c, title });
  return { kind: "CardFile", items, span: span() };
}
