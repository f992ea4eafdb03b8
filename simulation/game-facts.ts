// What each player did with their cards in one finished game, as the per-card report counts it
// (docs/balance.md, "Played and drawn"):
//
// - played: a declaration of playing the card (rule 4.2: "playing a card … is a declaration"; a
//   character 6.1, a support 6.4, an event 6.5), i.e. a `declare` event whose `what` is not a text,
//   or a break (7.5: its owner "plays it" from the point pile, the `break` event). A declaration
//   counts even if it is negated later: the card was played. A character put onto the field by an
//   effect (場に出す, 6.1) is not played.
// - drawn: the card was in its owner's hand at some point of the game: the opening hand (2.2), the
//   redraw of a mulligan (2.3), a draw (3.1, or a text that draws) or any text that puts it there.
//   The log's `draw` events count cards, not which ones, so the hands are read from the states.
// - texts fired: the rule of `memoria simulate --text-usage` (cli/text-usage.ts): a triggered or
//   activated text, or an event's text, when it resolves (not a delayed effect's); a continuous or
//   host text each time its card enters the field or is attached. Texts are keyed by the card's
//   database key (`CardInstance.def`, the id decks list), as `key#k`.
//
// The game is replayed from its seed and decision list (runner.ts: the two are a complete record)
// on one private state changed in place, so a tally needs no event log from the run; it costs about
// one more game without agents.
import { applyInPlace } from "../runtime/apply.ts";
import {
  createGame,
  type CardDb,
  type CardDef,
  type GameEvent,
  type GameState,
  type PlayerId,
} from "../runtime/index.ts";
import type { GameRecord } from "../runtime/runner.ts";

export interface GameFacts {
  /** Per player: the card ids (defs) of the cards they played / had in hand, each once. */
  played: [Set<string>, Set<string>];
  drawn: [Set<string>, Set<string>];
  /** `id#k` → times the text fired in this game. */
  texts: Map<string, number>;
}

export class ReplayError extends Error {}

export function gameFacts(
  db: CardDb,
  decks: readonly [readonly string[], readonly string[]],
  record: GameRecord,
): GameFacts {
  const created = createGame({
    cards: db,
    decks,
    seed: record.seed,
    ignoreUnimplemented: record.final.options.ignoreUnimplemented,
  });
  if (!created.ok) throw new ReplayError(`${created.reason}: ${created.message}`);
  const s: GameState = created.state;
  const facts: GameFacts = {
    played: [new Set(), new Set()],
    drawn: [new Set(), new Set()],
    texts: new Map(),
  };
  const defOf = (instance: number): CardDef | undefined => {
    const c = s.cards[instance];
    return c === undefined ? undefined : db.byId.get(c.def);
  };
  const seeHands = (): void => {
    for (const p of [0, 1] as const)
      for (const id of s.players[p].hand) facts.drawn[p].add(s.cards[id]!.def);
  };
  const fired = (key: string): void => void facts.texts.set(key, (facts.texts.get(key) ?? 0) + 1);
  const read = (events: readonly GameEvent[]): void => {
    for (const e of events) {
      if (e.ev === "declare" && !e.what.startsWith("text")) played(e.player, e.card);
      else if (e.ev === "break") played(s.cards[e.card]!.owner, e.card);
      else if (e.ev === "resolve") {
        if (e.text >= 0 && e.what !== "delayed") fired(`${s.cards[e.card]!.def}#${e.text}`);
      } else if (e.ev === "enter" || e.ev === "attach") {
        (defOf(e.card)?.abilities ?? []).forEach((a, k) => {
          if (a.kind === "continuous" || a.kind === "host") fired(`${s.cards[e.card]!.def}#${k}`);
        });
      }
    }
  };
  const played = (p: PlayerId, card: number): void => void facts.played[p].add(s.cards[card]!.def);
  read(created.events);
  seeHands();
  for (const d of record.decisions) {
    const r = applyInPlace(s, d);
    if (!r.ok) throw new ReplayError(`replay diverged: ${r.reason}: ${r.message}`);
    read(r.events);
    seeHands();
  }
  return facts;
}
