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
import { stringLiteral as str } from "./literal.ts";
import { literal } from "./values.ts";

export class CallPrinter {
  readonly used = new Set<string>();

  private call(name: string, ...args: string[]): string {
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
    const sel = (s: Selector) => this.selector(s);
    const amount = (a: Extract<Effect, { do: "draw" }>["n"]) =>
      typeof a === "number" ? String(a) : this.data(a);
    switch (e.do) {
      case "seq":
        return this.call("seq", ...e.steps.map((s) => this.effect(s)));
      case "modify":
        return this.call("gets", sel(e.who), String(e.ap), String(e.dp), str(e.duration));
      case "grant":
        return this.call("grant", sel(e.who), this.keyword(e.keyword), str(e.duration));
      case "restrict":
        // The builder has no `against`; with one, the data is printed as it is.
        if ("against" in e && e.against !== undefined) return this.literalEffect(e);
        return this.call("restrict", sel(e.who), str(e.restriction), str(e.duration));
      case "draw":
        return this.call("draw", amount(e.n), str(e.player));
      case "trash":
        return this.call("trash", sel(e.what));
      case "returnToHand":
        return this.call("returnToHand", sel(e.what));
      case "rest":
        return this.call("rest", sel(e.what));
      case "ready":
        return this.call("ready", sel(e.what));
      case "coins":
        return this.call("putCoins", sel(e.what), amount(e.n));
      case "move":
        return this.call("moveTo", sel(e.what), str(e.to), ...(e.faceDown ? ["true"] : []));
      case "putOntoField":
        return this.call("putOntoField", sel(e.what), str(e.area));
      case "search": {
        const { do: _do, ...opts } = e;
        return this.call("search", this.data(opts));
      }
      case "look":
        return this.call("lookAtTop", String(e.n), str(e.as), str(e.player));
      case "shuffle":
        return this.call("shuffle", str(e.player));
      case "givePoints":
        return this.call("givePoints", amount(e.n), str(e.player), ...(e.faceDown ? ["true"] : []));
      case "flipPoints":
        return this.call(
          "flipPoints",
          str(e.player),
          String(e.n),
          String(e.faceUp),
          ...(e.chooser ? [str(e.chooser)] : []),
        );
      case "choose":
        return this.call(
          "chooseNow",
          this.spec(e.spec),
          str(e.as),
          ...(e.chooser ? [str(e.chooser)] : []),
        );
      case "may":
        return this.call(
          "may",
          this.effect(e.effect),
          ...(e.ifYouDo ? [this.effect(e.ifYouDo)] : []),
        );
      case "ifYouDo":
        return this.call("ifYouDo", this.effect(e.effect));
      case "choice":
        return this.call("oneOf", ...e.options.map((o) => this.effect(o)));
      case "if":
        return this.call(
          "when",
          this.condition(e.cond),
          this.effect(e.then),
          ...(e.else ? [this.effect(e.else)] : []),
        );
      case "delayed":
        return this.call("atEndOfTurn", this.effect(e.effect));
      case "approachAgain":
        return this.call("approachAgain", sel(e.what));
      case "nextCardCost":
        return this.call(
          "nextCardCost",
          String(e.delta),
          e.filter ? this.data(e.filter) : "undefined",
          str(e.player),
        );
      case "battle":
        return this.call("battle", sel(e.a), sel(e.b));
      case "reattach":
        return this.call("reattach", sel(e.what), sel(e.to));
      case "nothing":
        return `{ do: "nothing" }`;
      default:
        // Effects without a builder (added to the runtime after this printer): plain data.
        return this.literalEffect(e);
    }
  }

  private literalEffect(e: Effect): string {
    return literal(e, (_key, v) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? this.data(v) : undefined,
    );
  }

  staticEffect(e: StaticEffect): string {
    return this.data(e);
  }

  trigger(t: Trigger): string {
    return this.call(
      "on",
      str(t.event),
      str(t.subject),
      ...(t.filter ? [this.data(t.filter)] : []),
    );
  }

  private options(a: {
    targets?: readonly TargetSpec[];
    condition?: Condition;
    cost?: unknown;
    mode?: string;
  }): string[] {
    const parts: string[] = [];
    if (a.mode !== undefined) parts.push(`mode: ${str(a.mode)}`);
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
