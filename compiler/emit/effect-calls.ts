// Effects → builder calls (runtime/cards/builders.ts), one case per effect primitive; an effect
// the runtime added without a builder here prints as plain data (`literalEffect`).
import type { Effect, Selector } from "../../runtime/cards/definition.ts";
import type { CallPrinter } from "./calls.ts";
import { stringLiteral as str } from "./literal.ts";

export function effectCall(p: CallPrinter, e: Effect): string {
  const sel = (s: Selector) => p.selector(s);
  const amount = (a: Extract<Effect, { do: "draw" }>["n"]) =>
    typeof a === "number" ? String(a) : p.data(a);
  switch (e.do) {
    case "seq":
      return p.call("seq", ...e.steps.map((s) => p.effect(s)));
    case "modify":
      if (e.per) return p.literalEffect(e); // `for each`: the builder takes fixed numbers
      return p.call("gets", sel(e.who), String(e.ap), String(e.dp), str(e.duration));
    case "grant":
      return p.call("grant", sel(e.who), p.keyword(e.keyword), str(e.duration));
    case "grantTrait":
      return p.call("grantTrait", sel(e.who), str(e.trait), str(e.duration));
    case "restrict":
      return p.call(
        "restrict",
        sel(e.who),
        str(e.restriction),
        str(e.duration),
        ...(e.against ? [p.data(e.against)] : []),
      );
    case "moveRest":
      return p.call("moveRest", str(e.of), str(e.to), str(e.order));
    case "resetStats":
      return p.call("resetStats", sel(e.who), str(e.which));
    case "setStats": {
      const stats = {
        ...(e.ap !== undefined ? { ap: e.ap } : {}),
        ...(e.dp !== undefined ? { dp: e.dp } : {}),
      };
      return p.call("setStats", sel(e.who), p.data(stats), str(e.duration));
    }
    case "swapHandPoint":
      return p.call("swapHandPoint", sel(e.hand), sel(e.point));
    case "negate":
      return e.as === undefined
        ? p.call("negate", str(e.kind), str(e.whose))
        : p.call("negate", str(e.kind), str(e.whose), str(e.as));
    case "draw":
      return p.call("draw", amount(e.n), str(e.player));
    case "trash":
      return p.call("trash", sel(e.what));
    case "returnToHand":
      return p.call("returnToHand", sel(e.what));
    case "rest":
      return p.call("rest", sel(e.what));
    case "ready":
      return p.call("ready", sel(e.what));
    case "coins":
      return p.call(
        "putCoins",
        sel(e.what),
        amount(e.n),
        ...(e.name !== undefined ? [str(e.name)] : []),
      );
    case "removeCoins":
      return p.call(
        "removeCoins",
        sel(e.what),
        amount(e.n),
        ...(e.name !== undefined ? [str(e.name)] : []),
      );
    case "move":
      if (e.to === "removed" && !e.faceDown) return p.call("exile", sel(e.what));
      return p.call("moveTo", sel(e.what), str(e.to), ...(e.faceDown ? ["true"] : []));
    case "putOntoField":
      return p.call("putOntoField", sel(e.what), str(e.area), ...(e.rested ? ["true"] : []));
    case "search": {
      const { do: _do, ...opts } = e;
      return p.call("search", p.data(opts));
    }
    case "look":
      return p.call("lookAtTop", String(e.n), str(e.as), str(e.player));
    case "shuffle":
      return p.call("shuffle", str(e.player));
    case "givePoints":
      return p.call("givePoints", amount(e.n), str(e.player), ...(e.faceDown ? ["true"] : []));
    case "flipPoints":
      // a filter or a binding (`turn 1 character …; … it`): the builders take neither
      if (e.filter || e.as) return p.literalEffect(e);
      if ((e.all || e.upTo) && !e.chooser)
        return p.call(
          "flipPointsSome",
          str(e.player),
          str(e.all ? "all" : "upTo"),
          String(e.n),
          String(e.faceUp),
        );
      if (e.all || e.upTo) return p.literalEffect(e);
      return p.call(
        "flipPoints",
        str(e.player),
        String(e.n),
        String(e.faceUp),
        ...(e.chooser ? [str(e.chooser)] : []),
      );
    case "choose":
      return p.call("chooseNow", p.spec(e.spec), str(e.as), ...(e.chooser ? [str(e.chooser)] : []));
    case "may":
      if (e.player !== undefined)
        return p.call(
          "mayBy",
          str(e.player),
          p.effect(e.effect),
          ...(e.ifYouDo ? [p.effect(e.ifYouDo)] : []),
        );
      return p.call("may", p.effect(e.effect), ...(e.ifYouDo ? [p.effect(e.ifYouDo)] : []));
    case "ifYouDo":
      return p.call("ifYouDo", p.effect(e.effect));
    case "choice":
      return p.call("oneOf", ...e.options.map((o) => p.effect(o)));
    case "if":
      return p.call(
        "when",
        p.condition(e.cond),
        p.effect(e.then),
        ...(e.else ? [p.effect(e.else)] : []),
      );
    case "delayed":
      return p.call("atEndOfTurn", p.effect(e.effect));
    case "approachAgain":
      return p.call("approachAgain", sel(e.what));
    case "nextCardCost":
      return p.call(
        "nextCardCost",
        String(e.delta),
        e.filter ? p.data(e.filter) : "undefined",
        str(e.player),
      );
    case "battle":
      return p.call("battle", sel(e.a), sel(e.b));
    case "reattach":
      return p.call("reattach", sel(e.what), sel(e.to));
    case "modifyCost":
      if (e.per) return p.literalEffect(e);
      return p.call("getsCost", sel(e.who), String(e.delta), str(e.duration));
    case "createTrigger": {
      const opts: string[] = [];
      if (e.mode !== "if") opts.push(`mode: ${str(e.mode)}`);
      if (e.condition) opts.push(`condition: ${p.condition(e.condition)}`);
      if (e.bind) opts.push(`bind: ${sel(e.bind)}`);
      return p.call(
        "thisTurn",
        p.trigger(e.on),
        p.effect(e.effect),
        ...(opts.length > 0 ? [`{ ${opts.join(", ")} }`] : []),
      );
    }
    case "nothing":
      return `{ do: "nothing" }`;
    default:
      // Effects without a builder (added to the runtime after this printer): plain data.
      return p.literalEffect(e);
  }
}
