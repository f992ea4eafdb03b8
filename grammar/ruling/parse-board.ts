// Board statements: ad-hoc card declarations, the turn line and each zone's cards.
import type {
  BoardEntry,
  CardDecl,
  KeywordDecl,
  PhaseName,
  Player,
  ZoneLine,
  ZoneName,
} from "./ast.ts";
import type { Cursor } from "./cursor.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";

const COLORS = ["red", "blue", "yellow", "green", "purple"] as const;
const KINDS = ["character", "support", "event"] as const;
export const ZONES: readonly ZoneName[] = [
  "deck",
  "hand",
  "main",
  "support",
  "trash",
  "points",
  "removed",
];
const PHASES: readonly PhaseName[] = ["start", "main", "approach", "end"];

function statPair(c: Cursor): { ap: number; dp: number } {
  const s = c.literal("stat", "a stat change like +10/+10");
  const [ap, dp] = s.split("/").map(Number) as [number, number];
  return { ap, dp };
}

/** `card T-001 「name」 [kind] [color] cost N source N ap N dp N 【trait】 『title』 keywords…` */
export function parseCardDecl(c: Cursor): CardDecl {
  const from = c.pos;
  c.word("card");
  const number = c.literal("cardNo", "a card number like T-001");
  const name = c.literal("name", "the card's 「name」");
  const decl: CardDecl = {
    kind: "CardDecl",
    number,
    name,
    cardKind: "character",
    color: "red",
    title: "scenario",
    cost: 0,
    source: 1,
    traits: [],
    keywords: [],
    span: c.spanFrom(from),
  };
  while (!c.done()) {
    const t = c.peek()!;
    if (t.kind === "trait") decl.traits.push(c.literal("trait", ""));
    else if (t.kind === "title") decl.title = c.literal("title", "");
    else if (c.isWord(...COLORS)) decl.color = c.oneOf(COLORS, D.unexpected, "a color");
    else if (c.isWord(...KINDS)) decl.cardKind = c.oneOf(KINDS, D.unexpected, "a kind");
    else if (c.eat("cost")) decl.cost = c.int();
    else if (c.eat("source")) decl.source = c.int();
    else if (c.eat("ap")) decl.ap = c.int();
    else if (c.eat("dp")) decl.dp = c.int();
    else if (c.eat("attach")) {
      c.eat("to");
      decl.attachTo = c.isKind("trait")
        ? { trait: c.literal("trait", "") }
        : { name: c.literal("name", "a 「name」 or 【trait】") };
    } else if (c.eat("host")) decl.hostStats = statPair(c);
    else decl.keywords.push(keyword(c));
  }
  decl.span = c.spanFrom(from);
  return decl;
}

function keyword(c: Cursor): KeywordDecl {
  if (c.eat("tennen")) return { kw: "tennen", n: c.int() };
  if (c.eat("active")) return { kw: "active" };
  if (c.eat("break")) return { kw: "break" };
  if (c.eat("gaman")) return { kw: "gaman" };
  if (c.eat("free-entry")) return { kw: "freeEntry" };
  if (c.eat("team-up")) {
    c.eat("with");
    return c.isKind("trait")
      ? { kw: "teamUp", trait: c.literal("trait", "") }
      : { kw: "teamUp", name: c.literal("name", "a 「name」 or 【trait】") };
  }
  if (c.eat("unimplemented"))
    return { kw: "unimplemented", name: c.literal("string", 'the keyword\'s "name"') };
  if (c.eat("gyakkyou")) {
    const n = c.int();
    return { kw: "gyakkyou", n, ...statPair(c) };
  }
  return c.fail(
    'a card attribute (cost, source, ap, dp, a color, a kind, 【trait】, 『title』, tennen N, active, break, gaman, free-entry, team-up, gyakkyou N +a/+b, unimplemented "name", attach, host)',
  );
}

/** `turn 3 of A, approach phase` (phase defaults to main). */
export function parseTurn(c: Cursor): { turn: number; player: Player; phase: PhaseName } {
  c.word("turn");
  const turn = c.int("the turn number");
  c.word("of");
  const player = c.player();
  let phase: PhaseName = "main";
  if (c.eatPunct(",")) {
    phase = c.oneOf(PHASES, D.unknownPhase, "a phase");
    c.eat("phase");
  }
  c.end();
  return { turn, player, phase };
}

/** `A main: 「X」 rested coins 1 +10/+0 with 「ギー太」, 01-004 x2, 3 filler` */
export function parseZoneLine(c: Cursor, player: Player): ZoneLine {
  const from = c.pos - 1;
  const zone = c.oneOf(ZONES, D.unknownZone, "a zone");
  if (!c.eatPunct(":")) c.fail("`:` after the zone");
  const line: ZoneLine = {
    kind: "Zone",
    player,
    zone,
    exact: false,
    entries: [],
    span: c.spanFrom(from),
  };
  if (c.eat("empty")) {
    line.exact = true;
    c.end();
    return line;
  }
  if (c.eat("exactly")) line.exact = true;
  if (c.done()) c.fail("a card, `N filler` or `empty`");
  do line.entries.push(entry(c));
  while (c.eatPunct(","));
  c.end();
  line.span = c.spanFrom(from);
  return line;
}

function entry(c: Cursor): BoardEntry {
  const from = c.pos;
  const e: BoardEntry = { count: 1, mods: [], attached: [], span: c.spanAt(c.peek()) };
  if (c.isKind("number")) {
    e.count = c.int();
    c.word("filler");
  } else e.card = c.cardRef();
  {
    for (;;) {
      const t = c.peek();
      if (t?.kind === "word" && /^x\d+$/.test(t.value)) {
        c.next();
        e.count = Number(t.value.slice(1));
      } else if (c.eat("rested")) e.rested = true;
      else if (c.eat("ready")) e.rested = false;
      else if (c.eat("coins", "coin")) e.coins = c.int();
      else if (c.eat("entered")) {
        c.eat("this");
        c.eat("turn");
        e.entered = true;
      } else if (c.eat("approached")) e.approached = true;
      else if (c.eat("face-down")) e.faceDown = true;
      else if (c.eat("face")) {
        e.faceDown = c.word("down", "up") === "down";
      } else if (c.isKind("stat")) {
        const at = c.pos;
        const s = statPair(c);
        const untilEndOfTurn = c.eat("until")
          ? (c.word("end"), c.word("of"), c.word("turn"), true)
          : false;
        e.mods.push({ ...s, untilEndOfTurn, span: c.spanFrom(at) });
      } else if (c.eat("with")) e.attached.push(...c.cardRefsAnd());
      else break;
    }
  }
  e.span = c.spanFrom(from);
  return e;
}
