// Expectations: `expect …` lines (zones, AP/DP, states, coins, attachments, log, winner, waiting,
// turn, reject).
import { makeDiagnostic } from "../diagnostics.ts";
import type { Expectation, Player } from "./ast.ts";
import { LineError, type Cursor } from "./cursor.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";
import { ZONES } from "./parse-board.ts";
import { describe } from "./tokens.ts";

/** `expect waiting A <decision>` names: the engine's pending kinds in the ruling's words. */
const WAITING = [
  "priority",
  "approach",
  "block",
  "dp",
  "discard",
  "order",
  "targets",
  "break",
  "choose",
  "may",
  "option",
  "go-first",
  "mulligan",
] as const;

export function parseExpectation(c: Cursor): Expectation {
  c.word("expect");
  const e = expectation(c);
  c.end();
  return e;
}

/** `expect A deck top 2 is X, Y` / `… bottom 2 is …`: the deck's first or last N cards, in order. */
function deckEnd(c: Cursor, player: Player): Expectation {
  const edge = c.word("top", "bottom") === "top" ? "startsWith" : "endsWith";
  const n = c.int();
  c.word("is");
  const at = c.peek();
  const cards = c.cardList();
  if (cards.length !== n)
    throw new LineError(
      makeDiagnostic(D.unexpected, c.spanAt(at), {
        expected: `${n} card(s)`,
        found: `${cards.length}`,
      }),
    );
  return { what: "zone", player, zone: "deck", mode: edge, cards };
}

function expectation(c: Cursor): Expectation {
  if (c.eat("reject")) {
    const reason = c.isKind("reason") ? c.literal("reason", "") : undefined;
    const words = c.isKind("string") ? c.literal("string", "") : undefined;
    return {
      what: "reject",
      ...(reason !== undefined ? { reason } : {}),
      ...(words !== undefined ? { words } : {}),
    };
  }
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
    if (!negate && c.eat("before"))
      return {
        what: "log",
        negate,
        text,
        before: c.literal("string", 'the "text" that must come later'),
      };
    return { what: "log", negate, text };
  }
  if (c.eat("invariants")) {
    c.word("hold");
    return { what: "invariants" };
  }
  if (c.eat("resolves")) {
    const card = c.cardRef();
    c.word("before");
    return { what: "resolves", card, before: c.cardRef() };
  }
  if (c.eat("waiting")) {
    const player = c.player();
    c.eat("to");
    return {
      what: "waiting",
      player,
      decision: c.oneOf(WAITING, D.badExpectation, WAITING.join(", ")),
    };
  }
  if (c.eat("turn")) {
    const turn = c.int();
    c.word("of");
    const player = c.player();
    if (c.eatPunct(",")) {
      const phase = c.oneOf(
        ["start", "main", "approach", "end"] as const,
        D.unknownPhase,
        "a phase",
      );
      c.eat("phase");
      return { what: "turn", turn, player, phase };
    }
    return { what: "turn", turn, player };
  }
  if (c.isWord("A", "B") && !c.isKind("poss", 1)) {
    const player = c.player();
    const zone = c.oneOf(ZONES, D.unknownZone, "a zone");
    const faceDown = c.eat("face-down");
    if (c.eat("count"))
      return { what: "zone", player, zone, mode: "count", cards: [], count: c.int(), faceDown };
    if (c.eat("has")) {
      if (c.eat("no")) return { what: "zone", player, zone, mode: "hasNo", cards: c.cardList() };
      return { what: "zone", player, zone, mode: "has", cards: c.cardList() };
    }
    if (zone === "deck" && c.isWord("top", "bottom")) return deckEnd(c, player);
    const edge = c.eat("starts") ? "startsWith" : c.eat("ends") ? "endsWith" : undefined;
    if (edge) {
      c.word("with");
      return { what: "zone", player, zone, mode: edge, cards: c.cardList() };
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
    if (c.eat("coins", "coin")) {
      const n = c.int();
      // `coins 3 "タコスコイン"`: the coins of that name
      return c.isKind("string")
        ? { what: "coins", card, n, name: c.literal("string", "") }
        : { what: "coins", card, n };
    }
    if (c.eat("attached")) {
      c.word("to");
      return { what: "attached", card, host: c.cardRef() };
    }
    return c.fail("AP/DP like 30/20, rested, ready, coins N or attached to 「host」");
  }
  throw new LineError(
    makeDiagnostic(D.badExpectation, c.spanAt(c.peek()), { found: describe(c.peek()) }),
  );
}
