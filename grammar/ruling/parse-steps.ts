// Steps: the players' actions and decisions in order, and the pass shorthands.
import type { Action, PayItem, Player, Step } from "./ast.ts";
import type { Cursor } from "./cursor.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";

const UNTIL = ["approach", "block", "battle", "end", "main", "resolved"] as const;
/** `both pass` and `pass until …` expand to explicit passes at run time (each shown in the log). */
export function parseShorthand(c: Cursor): Step {
  const from = c.pos;
  if (c.eat("both")) {
    c.word("pass");
    c.end();
    return { kind: "BothPass", span: c.spanFrom(from) };
  }
  c.word("pass");
  c.word("until");
  const until = c.oneOf(UNTIL, D.unknownPhase, "approach, block, battle, end, main or resolved");
  c.eat("phase", "step");
  c.end();
  return { kind: "PassUntil", until, span: c.spanFrom(from) };
}

function payList(c: Cursor): PayItem[] {
  if (c.eat("nothing")) return [];
  const out: PayItem[] = [];
  do {
    if (c.isKind("number")) {
      out.push({ anyPoints: c.int() });
      c.word("points", "point");
    } else if (c.eat("point")) out.push({ card: c.cardRef(), pointsOnly: true });
    else out.push({ card: c.cardRef() });
  } while (c.eatPunct(",") || c.eat("and"));
  return out;
}

/** `A plays 「X」 paying 「Y」`, `B blocks with 「Z」`, … */
export function parseStep(c: Cursor, player: Player): Step {
  const from = c.pos - 1;
  const action = parseAction(c);
  c.end();
  return { kind: "Step", player, action, span: c.spanFrom(from) };
}

function parseAction(c: Cursor): Action {
  if (c.eat("passes", "pass")) return { act: "pass" };
  if (c.eat("plays")) {
    const a: Extract<Action, { act: "play" }> = {
      act: "play",
      card: c.cardRef(),
      pay: [],
      targets: [],
    };
    while (!c.done()) {
      if (c.eat("paying")) a.pay = payList(c);
      else if (c.eat("to", "into")) a.area = c.word("support", "main") as "main" | "support";
      else if (c.eat("replacing")) a.replace = c.cardRef();
      else if (c.eat("on")) a.host = c.cardRef();
      else if (c.eat("targeting")) a.targets = c.targetLists();
      else if (c.eat("mode")) a.mode = c.int("the mode's number (1 = its first mode)");
      else c.fail("paying, to support, replacing, on, targeting or mode N");
    }
    return a;
  }
  if (c.eat("uses")) {
    const a: Extract<Action, { act: "use" }> = {
      act: "use",
      card: c.cardRef(),
      pay: [],
      extra: [],
      targets: [],
    };
    while (!c.done()) {
      if (c.eat("text")) a.text = c.int("the text's number (1 = its first text)");
      else if (c.eat("paying")) a.pay = payList(c);
      else if (c.eat("discarding", "resting")) a.extra.push(c.cardList());
      else if (c.eat("targeting")) a.targets = c.targetLists();
      else c.fail("text N, paying, discarding, resting or targeting");
    }
    return a;
  }
  if (c.eat("approaches")) {
    c.word("with");
    const card = c.cardRef();
    return c.eat("and")
      ? { act: "approach", card, partner: c.cardRef() }
      : { act: "approach", card };
  }
  if (c.eat("ends")) {
    c.eat("the");
    c.word("approach");
    c.eat("phase");
    return { act: "endApproach" };
  }
  if (c.eat("blocks")) {
    c.word("with");
    return { act: "block", card: c.cardRef() };
  }
  if (c.eat("does")) {
    c.word("not");
    return c.word("block", "break") === "block" ? { act: "noBlock" } : { act: "noBreak" };
  }
  if (c.eat("picks")) {
    if (c.eat("option")) return { act: "option", index: c.int() };
    c.word("dp", "DP");
    c.word("of");
    return { act: "pickDp", card: c.cardRef() };
  }
  if (c.eat("discards")) return { act: "discard", cards: c.cardList() };
  if (c.eat("orders")) return { act: "order", cards: c.cardList() };
  if (c.eat("targets")) return { act: "targets", targets: c.targetLists() };
  if (c.eat("breaks")) {
    const card = c.cardRef();
    return { act: "break", card, targets: c.eat("targeting") ? c.targetLists() : [] };
  }
  if (c.eat("chooses")) {
    if (c.eat("to")) {
      c.word("go");
      return { act: "goFirst", first: c.word("first", "second") === "first" };
    }
    // 場に出す (rule 6.1): `A chooses main area [replacing 「X」]` / `A chooses support area`
    if (c.isWord("main", "support")) {
      const area = c.word("main", "support") as "main" | "support";
      c.word("area");
      if (area === "main" && c.eat("replacing")) return { act: "area", area, replace: c.cardRef() };
      return { act: "area", area };
    }
    return c.eat("nothing") ? { act: "choose", cards: [] } : { act: "choose", cards: c.cardList() };
  }
  if (c.eat("keeps")) return { act: "mulligan", redraw: false };
  if (c.eat("mulligans"))
    return c.eat("bottom")
      ? { act: "mulligan", redraw: true, bottom: c.cardList() }
      : { act: "mulligan", redraw: true };
  if (c.eat("accepts")) return { act: "may", accept: true };
  if (c.eat("declines")) return { act: "may", accept: false };
  return c.fail(
    "an action (passes, plays, uses, approaches, ends approach, blocks, does not block, picks, discards, orders, targets, breaks, chooses, accepts, declines, keeps, mulligans)",
  );
}
