// Steps (the players' actions and decisions, in order) and expectations.
import type { Action, Expectation, PayItem, Player, Step } from "./ast.ts";
import type { Cursor } from "./cursor.ts";
import { scenarioDiagnostics as D } from "./diagnostics.ts";
import { ZONES } from "./parse-board.ts";
import { LineError } from "./cursor.ts";
import { makeDiagnostic } from "../diagnostics.ts";
import { describe } from "./tokens.ts";

const UNTIL = ["approach", "block", "battle", "end", "main", "resolved"] as const;
/** `expect waiting A <decision>` names: the engine's pending kinds in the scenario's words. */
export const WAITING = ["priority", "approach", "block", "dp", "discard", "order", "targets", "break", "choose", "may", "option", "go-first", "mulligan"] as const;

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
    const a: Extract<Action, { act: "play" }> = { act: "play", card: c.cardRef(), pay: [], targets: [] };
    while (!c.done()) {
      if (c.eat("paying")) a.pay = payList(c);
      else if (c.eat("to", "into")) a.area = c.word("support", "main") as "main" | "support";
      else if (c.eat("replacing")) a.replace = c.cardRef();
      else if (c.eat("on")) a.host = c.cardRef();
      else if (c.eat("targeting")) a.targets = c.targetLists();
      else c.fail("paying, to support, replacing, on or targeting");
    }
    return a;
  }
  if (c.eat("uses")) {
    const a: Extract<Action, { act: "use" }> = { act: "use", card: c.cardRef(), pay: [], extra: [], targets: [] };
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
    return c.eat("and") ? { act: "approach", card, partner: c.cardRef() } : { act: "approach", card };
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
    return c.eat("nothing") ? { act: "choose", cards: [] } : { act: "choose", cards: c.cardList() };
  }
  if (c.eat("keeps")) return { act: "mulligan", redraw: false };
  if (c.eat("mulligans")) return { act: "mulligan", redraw: true };
  if (c.eat("chooses")) return c.eat("nothing") ? { act: "choose", cards: [] } : { act: "choose", cards: c.cardList() };
  if (c.eat("accepts")) return { act: "may", accept: true };
  if (c.eat("declines")) return { act: "may", accept: false };
  return c.fail("an action (passes, plays, uses, approaches, ends approach, blocks, does not block, picks, discards, orders, targets, breaks, chooses, accepts, declines, keeps, mulligans)");
}

export function parseExpectation(c: Cursor): Expectation {
  c.word("expect");
  const e = expectation(c);
  c.end();
  return e;
}

function expectation(c: Cursor): Expectation {
  if (c.eat("reject")) return { what: "reject", reason: c.literal("reason", "a reason code like cost/unpayable") };
  if (c.eat("winner")) {
    if (c.eat("draw")) return { what: "winner", winner: "draw" };
    return { what: "winner", winner: c.player() };
  }
  if (c.eat("no")) {
    c.word("winner");
    return { what: "winner", winner: "none" };
  }
  if (c.eat("log")) {
    const negate = c.word("has", "lacks") === "lacks";
    const text = c.literal("string", 'a "text" to find in the log');
    if (!negate && c.eat("before")) return { what: "log", negate, text, before: c.literal("string", 'the "text" that must come later') };
    return { what: "log", negate, text };
  }
  if (c.eat("waiting")) {
    const player = c.player();
    c.eat("to");
    return { what: "waiting", player, decision: c.oneOf(WAITING, D.badExpectation, WAITING.join(", ")) };
  }
  if (c.eat("turn")) {
    const turn = c.int();
    c.word("of");
    const player = c.player();
    if (c.eatPunct(",")) {
      const phase = c.oneOf(["start", "main", "approach", "end"] as const, D.unknownPhase, "a phase");
      c.eat("phase");
      return { what: "turn", turn, player, phase };
    }
    return { what: "turn", turn, player };
  }
  if (c.isWord("A", "B") && !c.isKind("poss", 1)) {
    const player = c.player();
    const zone = c.oneOf(ZONES, D.unknownZone, "a zone");
    const faceDown = c.eat("face-down");
    if (c.eat("count")) return { what: "zone", player, zone, mode: "count", cards: [], count: c.int(), faceDown };
    if (c.eat("has")) {
      if (c.eat("no")) return { what: "zone", player, zone, mode: "hasNo", cards: c.cardList() };
      return { what: "zone", player, zone, mode: "has", cards: c.cardList() };
    }
    c.word("is");
    if (c.eat("empty")) return { what: "zone", player, zone, mode: "count", cards: [], count: 0 };
    return { what: "zone", player, zone, mode: "is", cards: c.cardList() };
  }
  if (c.isCardRef()) {
    const card = c.cardRef();
    c.eat("is");
    if (c.isKind("stat")) {
      const [ap, dp] = c.literal("stat", "").split("/").map(Number) as [number, number];
      return { what: "stats", card, ap, dp };
    }
    if (c.eat("ap")) {
      const ap = c.int();
      c.word("dp");
      return { what: "stats", card, ap, dp: c.int() };
    }
    if (c.eat("rested")) return { what: "state", card, state: "rested" };
    if (c.eat("ready")) return { what: "state", card, state: "ready" };
    if (c.eat("coins", "coin")) return { what: "coins", card, n: c.int() };
    if (c.eat("attached")) {
      c.word("to");
      return { what: "attached", card, host: c.cardRef() };
    }
    return c.fail("AP/DP like 30/20, rested, ready, coins N or attached to 「host」");
  }
  throw new LineError(makeDiagnostic(D.badExpectation, c.spanAt(c.peek()), { found: describe(c.peek()) }));
}
