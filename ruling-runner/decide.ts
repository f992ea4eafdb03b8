// Turning a scripted step into the engine's Decision: card references become card instances of
// the current state (the first unused instance of that card, in the zones the action reads).
import type { Action, CardRef, PayItem, Player } from "../grammar/ruling/index.ts";
import type { Decision, GameState, Zone } from "../runtime/index.ts";

export class StepError extends Error {}

const FIELD: readonly Zone[] = ["main", "support", "attached"];
/** Where a card reference is looked for, field first (it is usually the card in play). */
export const ANYWHERE: readonly Zone[] = [
  "main",
  "support",
  "attached",
  "hand",
  "points",
  "trash",
  "deck",
  "stack",
  "removed",
];

class Picker {
  private used = new Set<number>();
  constructor(
    private state: GameState,
    private defOf: Map<CardRef, string>,
  ) {}
  /** The first unused instance of `r` owned by one of `owners`, searching `zones` in order. */
  pick(
    r: CardRef,
    owners: readonly Player[],
    zones: readonly Zone[],
    among?: readonly number[],
  ): number {
    const def = this.defOf.get(r);
    const ps = r.owner !== undefined ? [r.owner] : owners;
    for (const z of zones)
      for (const c of this.state.cards)
        if (
          c.def === def &&
          c.zone === z &&
          ps.includes(c.owner) &&
          !this.used.has(c.id) &&
          (!among || among.includes(c.id))
        ) {
          if (z === "points" && !c.faceUp && among === undefined && zones[0] !== "points") continue;
          this.used.add(c.id);
          return c.id;
        }
    const where = among
      ? "among the cards the engine offers"
      : `in ${ps.map((p) => "AB"[p]).join("/")}'s ${zones.join("/")}`;
    throw new StepError(`no ${r.by === "name" ? `「${r.text}」` : r.text} ${where}`);
  }
  pay(items: readonly PayItem[], player: Player): number[] {
    const out: number[] = [];
    for (const it of items) {
      if (it.card)
        out.push(this.pick(it.card, [player], it.pointsOnly ? ["points"] : ["hand", "points"]));
      else
        for (let i = 0; i < (it.anyPoints ?? 0); i++) {
          const c = this.state.players[player].points
            .map((id) => this.state.cards[id]!)
            .find((c) => c.faceUp && !this.used.has(c.id));
          if (!c)
            throw new StepError(
              `player ${"AB"[player]} has no more face-up point cards to pay with`,
            );
          this.used.add(c.id);
          out.push(c.id);
        }
    }
    return out;
  }
  /** Targets may name the acting card itself or a paying card, so they pick from a fresh set. */
  targets(lists: readonly CardRef[][], player: Player): number[][] {
    const fresh = new Picker(this.state, this.defOf);
    return lists.map((l) =>
      l.map((r) => fresh.pick(r, [player, (1 - player) as Player], ANYWHERE)),
    );
  }
}

/** The 0-based ability index of "text N" (default: the card's first activated text). */
function abilityIndex(text: number | undefined, abilities: readonly { kind: string }[]): number {
  if (text !== undefined) return text - 1;
  const i = abilities.findIndex((a) => a.kind === "activated");
  return i < 0 ? 0 : i;
}

export function toDecision(
  state: GameState,
  player: Player,
  a: Action,
  defOf: Map<CardRef, string>,
  abilitiesOf: (card: number) => readonly { kind: string }[],
): Decision {
  const k = new Picker(state, defOf);
  switch (a.act) {
    case "pass":
      return { type: "pass", player };
    case "play": {
      // The hand first; a card elsewhere is still sent, so that the engine's refusal (rule 6.1:
      // cards are played from the hand) can be the ruling's expectation.
      const card = k.pick(a.card, [player], ["hand", ...ANYWHERE]);
      const d: Decision = { type: "play", player, card, pay: k.pay(a.pay, player) };
      if (a.area) d.area = a.area;
      if (a.mode !== undefined) d.mode = a.mode - 1;
      if (a.replace) d.replace = k.pick(a.replace, [player], ["main"]);
      if (a.host) d.host = k.pick(a.host, [player], ["main", "support"]);
      if (a.targets.length > 0) d.targets = k.targets(a.targets, player);
      return d;
    }
    case "use": {
      const card = k.pick(a.card, [player], [...FIELD, "hand", "points", "trash"]);
      const d: Decision = {
        type: "activate",
        player,
        card,
        ability: abilityIndex(a.text, abilitiesOf(card)),
      };
      if (a.pay.length > 0) d.pay = k.pay(a.pay, player);
      if (a.extra.length > 0)
        d.extra = a.extra.map((l) =>
          l.map((r) => k.pick(r, [player], ["hand", "main", "support"])),
        );
      if (a.targets.length > 0) d.targets = k.targets(a.targets, player);
      return d;
    }
    case "approach": {
      const card = k.pick(a.card, [player], ["main", "support"]);
      return a.partner
        ? {
            type: "approach",
            player,
            card,
            partner: k.pick(a.partner, [player], ["main", "support"]),
          }
        : { type: "approach", player, card };
    }
    case "endApproach":
      return { type: "endApproach", player };
    case "block":
      return { type: "block", player, card: k.pick(a.card, [player], ["main", "support"]) };
    case "noBlock":
      return { type: "noBlock", player };
    case "pickDp":
      return { type: "pickDp", player, card: k.pick(a.card, [0, 1], ["main", "support", "trash"]) };
    case "discard":
      return { type: "discard", player, cards: a.cards.map((r) => k.pick(r, [player], ["hand"])) };
    case "order": {
      // Trigger order: each named card is the source of one queued trigger, in resolution order.
      // A card with several queued texts is named once per text: its k-th mention takes its k-th
      // queued trigger (texts queue in printed order).
      const queued = state.triggers.map((t) => t.source);
      const taken = new Set<number>();
      const order = a.cards.map((r, n) => {
        // A card named again (its next text) is the same card: look it up afresh.
        const again = a.cards.slice(0, n).some((p) => defOf.get(p) === defOf.get(r));
        const picker = again ? new Picker(state, defOf) : k;
        const id = picker.pick(r, [0, 1], ANYWHERE, queued);
        const at = queued.findIndex((source, i) => source === id && !taken.has(i));
        taken.add(at);
        return at;
      });
      return { type: "order", player, order };
    }
    case "targets":
      return { type: "targets", player, targets: k.targets(a.targets, player) };
    case "break": {
      const pd = state.pending;
      const options = pd.kind === "break" ? pd.options : undefined;
      const card = k.pick(a.card, [player], ["points"], options);
      return a.targets.length > 0
        ? { type: "break", player, card, targets: k.targets(a.targets, player) }
        : { type: "break", player, card };
    }
    case "noBreak":
      return { type: "noBreak", player };
    case "choose": {
      const pd = state.pending;
      const options = pd.kind === "choose" ? pd.options : undefined;
      return {
        type: "choose",
        player,
        cards: a.cards.map((r) => k.pick(r, [0, 1], ANYWHERE, options)),
      };
    }
    case "may":
      return { type: "may", player, accept: a.accept };
    case "option":
      return { type: "option", player, index: a.index - 1 };
    case "area": {
      // 場に出す (rule 6.1): the option offering that area (and that replaced character)
      const pd = state.pending;
      if (pd.kind !== "option" || !pd.areas)
        throw new StepError("the engine does not ask where to put a character onto the field");
      const replace = a.replace ? k.pick(a.replace, [player], ["main"]) : undefined;
      const index = pd.areas.findIndex((o) => o.area === a.area && o.replace === replace);
      // Not offered: an index past the options, so the engine refuses it (choice/illegal-option).
      return { type: "option", player, index: index < 0 ? pd.count : index };
    }
    case "goFirst":
      return { type: "goFirst", player, first: a.first };
    case "mulligan":
      return a.bottom
        ? {
            type: "mulligan",
            player,
            redraw: a.redraw,
            order: a.bottom.map((r) => k.pick(r, [player], ["hand"])),
          }
        : { type: "mulligan", player, redraw: a.redraw };
  }
}
