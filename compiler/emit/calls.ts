// Runtime card-definition data → TypeScript that rebuilds it with the runtime's public builders
// (runtime/cards/builders.ts). Every builder used is recorded so the module imports exactly those.
// The printed code must evaluate to data deep-equal to the lowered CardDef (tested in
// test/emit/roundtrip.test.ts); where no builder gives exactly that data, a literal is printed.
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
import { effectCall } from "./effect-calls.ts";
import { stringLiteral as str } from "./literal.ts";
import { literal } from "./values.ts";

export class CallPrinter {
  readonly used = new Set<string>();

  call(name: string, ...args: string[]): string {
    this.used.add(name);
    return `${name}(${args.join(", ")})`;
  }

  private ref(name: string): string {
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
    switch (s.sel) {
      case "this":
        return this.ref("thisCard");
      case "host":
        return this.ref("hostCard");
      case "eventCard":
        return this.ref("eventCard");
      case "target":
        return this.call("target", String(s.index));
      case "var":
        return s.filter
          ? this.call("chosen", str(s.name), this.data(s.filter))
          : this.call("chosen", str(s.name));
      case "cards":
        return s.filter
          ? this.call("cards", str(s.owner), str(s.zone), this.data(s.filter))
          : this.call("cards", str(s.owner), str(s.zone));
    }
  }

  keyword(k: Keyword): string {
    if (k.gyakkyou !== undefined) {
      const { gyakkyou, ...bare } = k;
      return this.call("gyakkyouKeyword", String(gyakkyou), this.keyword(bare as Keyword));
    }
    switch (k.kw) {
      case "active":
        return this.call("active");
      case "tennen":
        return this.call("tennen", String(k.n));
      case "break":
        return this.call("breakKeyword");
      case "teamUp":
        return this.call(
          "teamUp",
          k.name !== undefined ? `{ name: ${str(k.name)} }` : `{ trait: ${str(k.trait ?? "")} }`,
        );
      case "freeEntry":
        return k.windows ? this.call("freeEntry", this.data(k.windows)) : this.call("freeEntry");
      case "unimplemented":
        return this.call("unimplementedKeyword", str(k.name), this.data(k.params ?? []));
    }
  }

  spec(t: TargetSpec): string {
    return this.call("choose", String(t.n), this.selector(t.from), ...(t.upTo ? ["true"] : []));
  }

  condition(c: Condition): string {
    if (c.cond === "count")
      return this.call("countOf", this.selector(c.of), str(c.op), String(c.n));
    if (c.cond === "and")
      return `{ cond: "and", all: [${c.all.map((x) => this.condition(x)).join(", ")}] }`;
    if (c.cond === "or")
      return `{ cond: "or", any: [${c.any.map((x) => this.condition(x)).join(", ")}] }`;
    if (c.cond === "not") return `{ cond: "not", c: ${this.condition(c.c)} }`;
    return this.data(c);
  }

  effect(e: Effect): string {
    return effectCall(this, e);
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
    const base = this.call(
      "on",
      str(t.event),
      str(t.subject),
      ...(t.filter ? [this.data(t.filter)] : []),
    );
    // How the event happened and further events: spread onto the builder's plain trigger.
    const extra: string[] = [];
    if (t.byApproach) extra.push("byApproach: true");
    if (t.approachOf) extra.push(`approachOf: ${str(t.approachOf)}`);
    if (t.paying) extra.push(`paying: ${this.data(t.paying)}`);
    if (t.or) extra.push(`or: [${t.or.map((x) => this.trigger(x)).join(", ")}]`);
    return extra.length > 0 ? `{ ...${base}, ${extra.join(", ")} }` : base;
  }

  private options(a: {
    targets?: readonly TargetSpec[];
    condition?: Condition;
    cost?: unknown;
    mode?: string;
    fromHand?: boolean;
  }): string[] {
    const parts: string[] = [];
    if (a.mode !== undefined) parts.push(`mode: ${str(a.mode)}`);
    if (a.fromHand) parts.push("fromHand: true");
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
