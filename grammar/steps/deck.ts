// Steps on a deck: draw, look at the top N cards, search (and reveal), reveal, shuffle, and put the rest of
// the looked-at cards back or into the trash.
import type { Selector } from "../ast.ts";
import { amount, fmtAmount, fmtPlayer, fmtPossessive, isOne, playerRef } from "../literals.ts";
import { has, need, node, tok } from "../visitor-base.ts";
import { player, target, verb, type StepSyntax } from "./syntax.ts";

/** `your` / `the opponent's` for a player that owns a zone. */
const ownerWord = (p: string) => (p === "opponent" ? "opponent's" : "your");

export const deckSteps = {
  Draw: {
    // `draw 2`, and `the opponent draws 2` (a player step)
    at: { ...verb("Draw"), ...player("Draw") },
    read(n, r) {
      const ps = node(n, "playerStep");
      const who = ps ? playerRef(node(n, "playerRef")) : "you";
      return {
        kind: "Draw",
        player: who,
        amount: amount(r, node(ps ?? n, "amount")),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      s.player === "you"
        ? `draw ${fmtAmount(s.amount, p)}`
        : `${fmtPlayer(s.player)} draws ${fmtAmount(s.amount, p)}`,
  },
  LookAtTop: {
    at: verb("Look"),
    read: (n, r) => ({
      kind: "LookAtTop",
      player: playerRef(node(n, "playerPossessive")),
      amount: amount(r, node(n, "amount")),
      ...(has(n, "Bottom") ? { end: "bottom" as const } : {}),
      span: r.span(n),
    }),
    print: (s, p) =>
      `look at the ${s.end ?? "top"} ${fmtAmount(s.amount, p)} ${isOne(s.amount) ? "card" : "cards"} of ${fmtPossessive(s.player)} deck`,
  },
  Search: {
    at: verb("Search"),
    read(n, r) {
      const who = playerRef(node(n, "playerPossessive"));
      const found: Selector = target(n, r);
      // `search the top 5 cards of your deck for …`: the searched cards are the top 5
      const top = tok(n, "NumberLit");
      if (top && found.kind === "Query")
        found.zone = {
          zone: "deck",
          owner: ownerWord(who),
          top: r.int(top),
          ...(has(n, "Bottom") ? { end: "bottom" as const } : {}),
        };
      // `search your ex deck for 1 「X」`: the searched cards are in that EX deck
      if (has(n, "Ex") && found.kind === "Query" && !found.zone)
        found.zone = { zone: "exDeck", owner: ownerWord(who) };
      return {
        kind: "Search",
        player: who,
        target: found,
        reveal: has(n, "Reveal"),
        span: r.span(n),
      };
    },
    print(s, p) {
      const reveal = s.reveal ? " and reveal it" : "";
      const t = s.target;
      if (t.kind === "Query" && t.zone?.top !== undefined) {
        const { zone, ...rest } = t;
        const n = zone.top ?? 1;
        return `search the ${zone.end ?? "top"} ${n} ${n === 1 ? "card" : "cards"} of ${fmtPossessive(s.player)} deck for ${p.selector(rest)}${reveal}`;
      }
      const own = s.player === "opponent" ? "opponent's" : s.player === "you" ? "your" : undefined;
      if (t.kind === "Query" && t.zone?.zone === "exDeck" && own && t.zone.owner === own) {
        const { zone: _z, ...rest } = t;
        return `search ${fmtPossessive(s.player)} ex deck for ${p.selector(rest)}${reveal}`;
      }
      return `search ${fmtPossessive(s.player)} deck for ${p.selector(t)}${reveal}`;
    },
  },
  Reveal: {
    // a subrule of its own: a search's `… and reveal it` also holds the Reveal token
    at: verb("reveal"),
    read: (n, r) => ({ kind: "Reveal", target: target(need(n, "reveal"), r), span: r.span(n) }),
    print: (s, p) => `reveal ${p.selector(s.target)}`,
  },
  Shuffle: {
    at: verb("Shuffle"),
    read: (n, r) => ({
      kind: "Shuffle",
      player: playerRef(node(n, "playerPossessive")),
      span: r.span(n),
    }),
    print: (s) => `shuffle ${fmtPossessive(s.player)} deck`,
  },
  PutRest: {
    at: verb("putRest"),
    read(n, r) {
      const rest = need(n, "putRest");
      const span = r.span(n);
      // into a pile: no order to keep (the trash, the hand and exile are not ordered)
      if (has(rest, "Trash")) return { kind: "PutRest", to: "trash", order: "kept", span };
      if (has(rest, "Hand")) return { kind: "PutRest", to: "hand", order: "kept", span };
      if (has(rest, "Exile")) return { kind: "PutRest", to: "exile", order: "kept", span };
      const to = has(rest, "Or") ? "deckTopOrBottom" : has(rest, "Top") ? "deckTop" : "deckBottom";
      return { kind: "PutRest", to, order: has(rest, "Any") ? "chosen" : "kept", span };
    },
    print(s) {
      if (s.to === "trash") return "put the rest into your trash";
      if (s.to === "hand") return "put the rest into your hand";
      if (s.to === "exile") return "put the rest into exile";
      const order = s.order === "chosen" ? "in any order" : "in the same order";
      const end = { deckTop: "top", deckBottom: "bottom", deckTopOrBottom: "top or bottom" }[s.to];
      return `put the rest on the ${end} of your deck ${order}`;
    },
  },
} satisfies StepSyntax;
