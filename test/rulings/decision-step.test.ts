// The steps `simulate --write-rulings` prints for recorded decisions (ruling-runner/write/
// decision-step.ts) read back as the same decisions: every decision of a few random games is
// printed, parsed as a ruling step, turned into a Decision again by the runner's toDecision
// (ruling-runner/decide.ts) in the same state, and compared card by card (which card, whose, where).
import { describe, expect, it } from "vitest";
import { parseRuling, type CardRef } from "../../grammar/ruling/index.ts";
import { toDecision } from "../../ruling-runner/decide.ts";
import { decisionStep } from "../../ruling-runner/write/decision-step.ts";
import {
  randomAgent,
  replay,
  runGame,
  sampleDb,
  sampleDecks,
  type Decision,
  type GameState,
} from "../../runtime/index.ts";

const db = sampleDb();

/** Every CardRef inside a parsed action: the runner resolves each to a card key. */
function refsOf(x: unknown, out: CardRef[] = []): CardRef[] {
  if (Array.isArray(x)) for (const v of x) refsOf(v, out);
  else if (x && typeof x === "object") {
    const o = x as Record<string, unknown>;
    if (typeof o.by === "string" && typeof o.text === "string") out.push(o as unknown as CardRef);
    else for (const [k, v] of Object.entries(o)) if (k !== "span") refsOf(v, out);
  }
  return out;
}

/** A decision with its card ids replaced by what they denote: card, owner and zone. */
function denoted(s: GameState, d: Decision): unknown {
  const card = (id: number): string => {
    const c = s.cards[id]!;
    return `${c.def}/${c.owner}/${c.zone}`;
  };
  const ids = new Set(["card", "partner", "replace", "host"]);
  const lists = new Set(["pay", "cards", "targets", "extra"]);
  const walk = (k: string, v: unknown): unknown =>
    Array.isArray(v)
      ? v.map((x) => walk(k, x))
      : typeof v === "number" && (ids.has(k) || lists.has(k))
        ? card(v)
        : v;
  const out = Object.fromEntries(Object.entries(d).map(([k, v]) => [k, walk(k, v)]));
  // the runner's default area is the main area; mulligan order and orders are ids / indices
  if (out.type === "play" && out.area === "main") delete out.area;
  // an activation's empty lists (no payment, no targets) read back as no list at all
  if (out.type === "activate")
    for (const k of ["pay", "extra", "targets"])
      if (Array.isArray(out[k]) && (out[k] as unknown[]).length === 0) delete out[k];
  if (d.type === "mulligan" && d.order) out.order = d.order.map(card);
  if (d.type === "order") out.order = d.order.map((i) => card(s.triggers[i]!.source));
  return out;
}

describe("decision steps read back as the decisions they print", () => {
  const kinds = new Set<string>();
  const problems: string[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const decks = [sampleDecks.seed!, sampleDecks[seed % 2 ? "vanilla" : "seed"]!] as const;
    const rec = runGame(db, decks, seed, [randomAgent(seed), randomAgent(seed + 100)]);
    const states = replay(db, decks, seed, rec.decisions);
    rec.decisions.forEach((d, i) => {
      const s = states[i]!;
      const step = decisionStep(s, d);
      const { ast, diagnostics } = parseRuling(
        "t.ruling",
        `ruling "t" cites rule 4.1\n  ${step}\n  expect no winner\n`,
      );
      const parsed = ast.rulings[0]?.body[0];
      if (diagnostics.length > 0 || parsed?.kind !== "Step") {
        problems.push(`${step}: does not parse`);
        return;
      }
      const defOf = new Map(refsOf(parsed.action).map((r) => [r, r.text] as const));
      const back = toDecision(
        s,
        d.player,
        parsed.action,
        defOf,
        (id) => db.byId.get(s.cards[id]!.def)?.abilities ?? [],
      );
      if (JSON.stringify(denoted(s, back)) !== JSON.stringify(denoted(s, d)))
        problems.push(`${step}: read back as ${JSON.stringify(back)}, was ${JSON.stringify(d)}`);
      kinds.add(d.type);
    });
  }

  it("prints every recorded decision as a step that parses and means the same decision", () => {
    expect(problems).toEqual([]);
  });

  it("met most decision kinds in these games", () => {
    // these seeds' games (the kinds pickDp, targets, choose, may and option do not come up in
    // the sample decks: they are printed by the same code paths and checked by the hand-made cases below)
    for (const k of [
      "goFirst",
      "mulligan",
      "pass",
      "play",
      "activate",
      "approach",
      "endApproach",
      "noBlock",
      "block",
      "break",
      "noBreak",
      "order",
      "discard",
    ])
      expect([...kinds]).toContain(k);
  });

  it("prints the kinds these games lack in the ruling's words (hand-made cases)", () => {
    const decks = [sampleDecks.seed!, sampleDecks.vanilla!] as const;
    const rec = runGame(db, decks, 1, [randomAgent(1), randomAgent(101)]);
    const s = rec.final;
    const mine = s.players[0].deck[0]!;
    const theirs = s.players[1].deck[0]!;
    const [a, b] = [s.cards[mine]!.def, s.cards[theirs]!.def];
    const cases: [Decision, string][] = [
      [{ type: "may", player: 0, accept: true }, "A accepts"],
      [{ type: "may", player: 1, accept: false }, "B declines"],
      [{ type: "option", player: 0, index: 1 }, "A picks option 2"],
      [{ type: "choose", player: 0, cards: [mine, theirs] }, `A chooses A's ${a}, B's ${b}`],
      [{ type: "choose", player: 1, cards: [] }, "B chooses nothing"],
      [{ type: "targets", player: 0, targets: [[theirs], [mine]] }, `A targets B's ${b}; A's ${a}`],
      [{ type: "pickDp", player: 1, card: mine }, `B picks dp of A's ${a}`],
    ];
    for (const [d, text] of cases) {
      expect(decisionStep(s, d)).toBe(text);
      const r = parseRuling(
        "t.ruling",
        `ruling "t" cites rule 4.1\n  ${text}\n  expect no winner\n`,
      );
      expect(r.diagnostics, text).toEqual([]);
    }
  });
});
