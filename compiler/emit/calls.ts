// Runtime card-definition data → TypeScript that rebuilds it with the runtime's public builders
// (runtime/cards/builders.ts). Every builder used is recorded so the module imports exactly those.
// The printed code must evaluate to data deep-equal to the lowered CardDef (tested in
// test/emit/roundtrip.test.ts); where no builder gives exactly that data, a literal is printed.
// Effects print through the families' table (compiler/steps/*); selectors, keywords and conditions
// through the tables below, one entry per runtime kind.
import { dispatch, type Table } from "../../grammar/table.ts";
import type {
  Ability,
  Condition,
  Effect,
  Keyword,
  Selector,
  StaticEffect,
  TargetSpec,
  Trigger,
} from "../../runtime/cards/definition.ts";
import { effectCalls } from "../steps/index.ts";
import { stringLiteral as str } from "./literal.ts";
import type { BuilderName, EffectPrinter } from "./printer.ts";
import { literal } from "./values.ts";

const selectorCalls = {
  this: (_s, p) => p.ref("thisCard"),
  host: (_s, p) => p.ref("hostCard"),
  eventCard: (_s, p) => p.ref("eventCard"),
  target: (s, p) =>
    s.filter
      ? p.call("target", String(s.index), p.data(s.filter))
      : p.call("target", String(s.index)),
  var: (s, p) =>
    s.filter ? p.call("chosen", str(s.name), p.data(s.filter)) : p.call("chosen", str(s.name)),
  cards: (s, p) =>
    s.filter
      ? p.call("cards", str(s.owner), str(s.zone), p.data(s.filter))
      : p.call("cards", str(s.owner), str(s.zone)),
  drawn: (s, p) =>
    s.filter
      ? p.call("drawnCards", str(s.owner), p.data(s.filter))
      : p.call("drawnCards", str(s.owner)),
  found: (s, p) => p.call("foundIn", p.selector(s.of), str(s.owner), str(s.zone)),
  union: (s, p) => p.call("unionOf", ...s.of.map((x) => p.selector(x))),
} satisfies Table<Selector, "sel", string, [CallPrinter]>;

const keywordCalls = {
  active: (_k, p) => p.call("active"),
  tennen: (k, p) => p.call("tennen", String(k.n)),
  break: (_k, p) => p.call("breakKeyword"),
  gaman: (_k, p) => p.call("gaman"),
  teamUp: (k, p) =>
    p.call(
      "teamUp",
      k.name !== undefined ? `{ name: ${str(k.name)} }` : `{ trait: ${str(k.trait ?? "")} }`,
    ),
  freeEntry: (k, p) => (k.windows ? p.call("freeEntry", p.data(k.windows)) : p.call("freeEntry")),
  unimplemented: (k, p) => p.call("unimplementedKeyword", str(k.name), p.data(k.params ?? [])),
} satisfies Table<Keyword, "kw", string, [CallPrinter]>;

/** Conditions without a builder print as data (their parts through the builders). */
const asData = (c: Condition, p: CallPrinter) => p.data(c);
const conditionCalls = {
  count: (c, p) => p.call("countOf", p.selector(c.of), str(c.op), String(c.n)),
  and: (c, p) => `{ cond: "and", all: [${c.all.map((x) => p.condition(x)).join(", ")}] }`,
  or: (c, p) => `{ cond: "or", any: [${c.any.map((x) => p.condition(x)).join(", ")}] }`,
  not: (c, p) => `{ cond: "not", c: ${p.condition(c.c)} }`,
  countVs: asData,
  points: asData,
  playerCoins: asData,
  handSize: asData,
  playedThisTurn: asData,
  happened: asData,
  enteredThisTurn: asData,
  thisIs: asData,
  isTurn: asData,
  isPhase: asData,
  inZone: asData,
  didLast: asData,
  playedByBreak: asData,
} satisfies Table<Condition, "cond", string, [CallPrinter]>;

/** The fields of a runtime trigger that `trigger` writes: a new field fails the type check here. */
const TRIGGER_FIELDS: Readonly<Record<keyof Trigger, true>> = {
  event: true,
  subject: true,
  filter: true,
  byApproach: true,
  area: true,
  times: true,
  notAtTurnStart: true,
  notFromHand: true,
  approachOf: true,
  approachBy: true,
  cause: true,
  paying: true,
  fromHand: true,
  blocker: true,
  or: true,
};

export class CallPrinter implements EffectPrinter {
  readonly used = new Set<string>();

  call(name: BuilderName, ...args: string[]): string {
    this.used.add(name);
    return `${name}(${args.join(", ")})`;
  }

  ref(name: string): string {
    this.used.add(name);
    return name;
  }

  /**
   * Literals whose fields may hold selectors, keywords, conditions or effects: recognised by shape
   * (each union has its own tag field: `sel`, `kw`, `cond`, `do`), so a field the runtime adds later
   * still prints through the builders.
   */
  data(value: unknown): string {
    return literal(value, (_key, v) => {
      if (isTagged(v, "sel")) return this.selector(v as Selector);
      if (isTagged(v, "kw")) return this.keyword(v as Keyword);
      if (isTagged(v, "cond")) return this.condition(v as Condition);
      if (isTagged(v, "do")) return this.effect(v as Effect);
      return undefined;
    });
  }

  selector(s: Selector): string {
    return dispatch(selectorCalls, "sel", s, this);
  }

  keyword(k: Keyword): string {
    if (k.gyakkyou !== undefined) {
      const { gyakkyou, ...bare } = k;
      return this.call("gyakkyouKeyword", String(gyakkyou), this.keyword(bare as Keyword));
    }
    return dispatch(keywordCalls, "kw", k, this);
  }

  spec(t: TargetSpec): string {
    if (t.group) {
      const { group, ...plain } = t;
      return this.call("chooseTogether", str(group), this.spec(plain));
    }
    if (t.anyNumber) return this.call("chooseAnyNumber", String(t.n), this.selector(t.from));
    if (t.counted !== undefined)
      return this.call(
        "chooseCounted",
        typeof t.counted === "number" ? String(t.counted) : this.data(t.counted),
        this.selector(t.from),
        ...(t.upTo ? ["true"] : []),
      );
    return this.call("choose", String(t.n), this.selector(t.from), ...(t.upTo ? ["true"] : []));
  }

  condition(c: Condition): string {
    return dispatch(conditionCalls, "cond", c, this);
  }

  effect(e: Effect): string {
    return dispatch(effectCalls, "do", e, this);
  }

  /** An effect as plain data (no builder gives exactly it), builders inside. */
  literalEffect(e: Effect): string {
    return literal(e, (_key, v) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? this.data(v) : undefined,
    );
  }

  staticEffect(e: StaticEffect): string {
    return this.data(e);
  }

  trigger(t: Trigger): string {
    // Every field is written by hand below (the builder's argument order, then the rest in a fixed
    // order): a field this list lacks would be dropped from the module silently, so refuse it.
    for (const key of Object.keys(t))
      if (!Object.hasOwn(TRIGGER_FIELDS, key))
        throw new Error(
          `emit: trigger field \`${key}\` has no emitted form (compiler/emit/calls.ts)`,
        );
    const base = this.call(
      "on",
      str(t.event),
      str(t.subject),
      ...(t.filter ? [this.data(t.filter)] : []),
    );
    // How the event happened and further events: spread onto the builder's plain trigger.
    const extra: string[] = [];
    if (t.byApproach) extra.push("byApproach: true");
    if (t.area) extra.push(`area: ${str(t.area)}`);
    if (t.times) extra.push(`times: ${t.times}`);
    if (t.notAtTurnStart) extra.push("notAtTurnStart: true");
    if (t.notFromHand) extra.push("notFromHand: true");
    if (t.approachOf) extra.push(`approachOf: ${str(t.approachOf)}`);
    if (t.approachBy) extra.push(`approachBy: ${this.data(t.approachBy)}`);
    if (t.cause) extra.push(`cause: ${this.data(t.cause)}`);
    if (t.paying) extra.push(`paying: ${this.data(t.paying)}`);
    if (t.fromHand) extra.push("fromHand: true");
    if (t.blocker) extra.push(`blocker: ${this.data(t.blocker)}`);
    if (t.or) extra.push(`or: [${t.or.map((x) => this.trigger(x)).join(", ")}]`);
    return extra.length > 0 ? `{ ...${base}, ${extra.join(", ")} }` : base;
  }

  private options(a: {
    targets?: readonly TargetSpec[];
    condition?: Condition;
    cost?: unknown;
    mode?: string;
    eventMode?: boolean;
    fromHand?: boolean;
    fromRemoved?: boolean;
  }): string[] {
    const parts: string[] = [];
    if (a.eventMode) parts.push("eventMode: true");
    if (a.mode !== undefined) parts.push(`mode: ${str(a.mode)}`);
    if (a.fromHand) parts.push("fromHand: true");
    if (a.fromRemoved) parts.push("fromRemoved: true");
    if (a.cost !== undefined) parts.push(`cost: ${this.data(a.cost)}`);
    if (a.targets) parts.push(`targets: [${a.targets.map((t) => this.spec(t)).join(", ")}]`);
    if (a.condition) parts.push(`condition: ${this.condition(a.condition)}`);
    return parts.length > 0 ? [`{ ${parts.join(", ")} }`] : [];
  }

  ability(a: Ability): string {
    const inner = this.bareAbility(a);
    return a.gyakkyou !== undefined ? this.call("gyakkyou", String(a.gyakkyou), inner) : inner;
  }

  private bareAbility(a: Ability): string {
    switch (a.kind) {
      case "activated":
        return this.call(
          "activated",
          str(a.timing.phase),
          str(a.timing.player),
          this.effect(a.effect),
          ...this.options(a),
        );
      case "triggered":
        return this.call(
          "triggered",
          this.trigger(a.on),
          this.effect(a.effect),
          ...this.options(a),
        );
      case "continuous":
        return this.call(
          "continuous",
          this.staticEffect(a.effect),
          ...(a.condition ? [this.condition(a.condition)] : []),
        );
      case "host":
        if (a.condition)
          return `{ kind: "host", effect: ${this.staticEffect(a.effect)}, condition: ${this.condition(a.condition)} }`;
        return this.call("hostGets", this.staticEffect(a.effect));
    }
  }
}

function isTagged(v: unknown, tag: "sel" | "kw" | "cond" | "do"): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v) && tag in v;
}
