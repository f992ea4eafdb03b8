// Decisions have strict shapes (issue 14): a field the kind does not have is a client bug, so it is
// rejected as `decision/invalid` naming the field, and the state is unchanged — never silently
// dropped while the rest of the decision is applied.
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  digest,
  sampleDb,
  sampleDecks,
  type Decision,
} from "../../runtime/index.ts";

/** One well-formed decision of every kind (optional fields included), by player 0. */
const EVERY_KIND: Decision[] = [
  { type: "goFirst", player: 0, first: true },
  { type: "mulligan", player: 0, redraw: true, order: [1, 2] },
  { type: "pass", player: 0 },
  { type: "play", player: 0, card: 1, pay: [2], area: "main", replace: 3, host: 4, targets: [[5]] },
  { type: "activate", player: 0, card: 1, ability: 0, pay: [2], extra: [[3]], targets: [[4]] },
  { type: "approach", player: 0, card: 1, partner: 2 },
  { type: "endApproach", player: 0 },
  { type: "block", player: 0, card: 1 },
  { type: "noBlock", player: 0 },
  { type: "pickDp", player: 0, card: 1 },
  { type: "discard", player: 0, cards: [1] },
  { type: "order", player: 0, order: [0] },
  { type: "targets", player: 0, targets: [[1]] },
  { type: "break", player: 0, card: 1, targets: [[2]] },
  { type: "noBreak", player: 0 },
  { type: "choose", player: 0, cards: [1] },
  { type: "may", player: 0, accept: true },
  { type: "option", player: 0, index: 0 },
];

function game() {
  const r = createGame({
    cards: sampleDb(),
    decks: [sampleDecks.vanilla!, sampleDecks.vanilla!],
    seed: 1,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe("strict decision shapes", () => {
  it("covers every kind of decision", () => {
    // tsc refuses this record when core/decision.ts gains a kind it does not name.
    const kinds: Record<Decision["type"], true> = {
      goFirst: true,
      mulligan: true,
      pass: true,
      play: true,
      activate: true,
      approach: true,
      endApproach: true,
      block: true,
      noBlock: true,
      pickDp: true,
      discard: true,
      order: true,
      targets: true,
      break: true,
      noBreak: true,
      choose: true,
      may: true,
      option: true,
    };
    expect(EVERY_KIND.map((d) => d.type).sort()).toEqual(Object.keys(kinds).sort());
  });

  it("each kind with an extra field is rejected naming the field; the state is unchanged", () => {
    const state = game();
    const before = digest(state);
    for (const decision of EVERY_KIND) {
      // Without the extra field the shape is fine (the rules may still refuse it).
      const plain = apply(state, decision);
      expect(plain.ok ? "accepted" : plain.reason, decision.type).not.toBe("decision/invalid");
      for (const extra of ["cardz", "constructor", "toString"]) {
        const r = apply(state, { ...decision, [extra]: 1 } as unknown as Decision);
        expect(r, `${decision.type} + ${extra}`).toMatchObject({
          ok: false,
          reason: "decision/invalid",
        });
        if (!r.ok) expect(r.message).toContain(`unknown field "${extra}" on a ${decision.type}`);
        expect(digest(state), `${decision.type} + ${extra}`).toBe(before);
      }
    }
  });

  it("a field of another kind is unknown too (a block does not take cards)", () => {
    const state = game();
    const r = apply(state, {
      type: "block",
      player: 0,
      card: 1,
      cards: [1],
    } as unknown as Decision);
    expect(r).toMatchObject({ ok: false, reason: "decision/invalid" });
    if (!r.ok) expect(r.message).toContain('unknown field "cards" on a block decision');
  });

  it("an own __proto__ key from JSON is an unknown field, not the prototype", () => {
    const state = game();
    const before = digest(state);
    const pending = state.pending as { kind: string; player?: 0 | 1 };
    const decision = JSON.parse(
      `{"type":"goFirst","player":${pending.player ?? 0},"first":true,"__proto__":{"first":false}}`,
    ) as Decision;
    const r = apply(state, decision);
    expect(r).toMatchObject({ ok: false, reason: "decision/invalid" });
    if (!r.ok) expect(r.message).toContain('unknown field "__proto__"');
    expect(digest(state)).toBe(before);
  });
});
