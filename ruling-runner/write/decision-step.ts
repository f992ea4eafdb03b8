// A recorded engine Decision printed as a ruling step (the inverse of ruling-runner/decide.ts):
// card ids of the state the decision was made in become card references the runner looks up again.
import type { Decision, GameState } from "../../runtime/index.ts";
import { cardRef, PLAYER } from "./card-name.ts";

/** `targeting T and U; V` (one list per target spec; an empty list cannot be written). */
function targetsText(s: GameState, lists: readonly number[][]): string {
  return lists.map((l) => l.map((id) => cardRef(s, id)).join(" and ")).join("; ");
}

/**
 * Paying cards (rule 5.1), in the form the runner's picker (decide.ts) resolves to the same card:
 * it takes the first unused card of that name in card order — `X` from the hand, else a face-up
 * point; `point X` from the point pile, face down or not. A point card is written `point X` unless
 * a face-down namesake comes first, then `X` when no namesake is in the hand.
 */
function payText(s: GameState, pay: readonly number[], actor: 0 | 1): string {
  if (pay.length === 0) return "nothing";
  const used = new Set<number>();
  const first = (id: number, ok: (c: GameState["cards"][number]) => boolean): number | undefined =>
    s.cards.find((c) => c.def === s.cards[id]!.def && c.owner === actor && !used.has(c.id) && ok(c))
      ?.id;
  return pay
    .map((id) => {
      const inPoints = s.cards[id]!.zone === "points";
      const asPoint = first(id, (c) => c.zone === "points") === id;
      const asAny =
        first(id, (c) => c.zone === "hand") === undefined &&
        first(id, (c) => c.zone === "points" && c.faceUp) === id;
      used.add(id);
      return (inPoints && (asPoint || !asAny) ? "point " : "") + cardRef(s, id, actor);
    })
    .join(", ");
}

/** The step for `d`, taken in state `s` (the state the engine asked in). */
export function decisionStep(s: GameState, d: Decision): string {
  const p = d.player;
  const who = PLAYER[p];
  const ref = (id: number): string => cardRef(s, id, p);
  const list = (ids: readonly number[]): string => ids.map(ref).join(", ");
  /** Cards the runner looks for on both sides: always with their owner. */
  const anyones = (ids: readonly number[]): string => ids.map((id) => cardRef(s, id)).join(", ");
  const withTargets = (t: readonly number[][] | undefined): string =>
    t && t.some((l) => l.length > 0) ? ` targeting ${targetsText(s, t)}` : "";
  switch (d.type) {
    case "pass":
      return `${who} passes`;
    case "play": {
      const parts = [`${who} plays ${ref(d.card)} paying ${payText(s, d.pay, p)}`];
      if (d.area === "support") parts.push(" to support");
      if (d.replace !== undefined) parts.push(` replacing ${ref(d.replace)}`);
      if (d.host !== undefined) parts.push(` on ${ref(d.host)}`);
      return parts.join("") + withTargets(d.targets);
    }
    case "activate": {
      const parts = [`${who} uses ${ref(d.card)} text ${d.ability + 1}`];
      if (d.pay) parts.push(` paying ${payText(s, d.pay, p)}`);
      for (const l of d.extra ?? [])
        if (l.length > 0)
          parts.push(` ${s.cards[l[0]!]!.zone === "hand" ? "discarding" : "resting"} ${list(l)}`);
      return parts.join("") + withTargets(d.targets);
    }
    case "approach":
      return `${who} approaches with ${ref(d.card)}${d.partner !== undefined ? ` and ${ref(d.partner)}` : ""}`;
    case "endApproach":
      return `${who} ends the approach phase`;
    case "block":
      return `${who} blocks with ${ref(d.card)}`;
    case "noBlock":
      return `${who} does not block`;
    case "pickDp":
      return `${who} picks dp of ${anyones([d.card])}`;
    case "discard":
      return `${who} discards ${list(d.cards)}`;
    case "order":
      // indices into the queued triggers; the runner names each by its source card
      return `${who} orders ${anyones(d.order.map((i) => s.triggers[i]!.source))}`;
    case "targets":
      return `${who} targets ${targetsText(s, d.targets)}`;
    case "break":
      return `${who} breaks ${ref(d.card)}${withTargets(d.targets)}`;
    case "noBreak":
      return `${who} does not break`;
    case "choose":
      return d.cards.length === 0 ? `${who} chooses nothing` : `${who} chooses ${anyones(d.cards)}`;
    case "may":
      return `${who} ${d.accept ? "accepts" : "declines"}`;
    case "option": {
      // 場に出す (rule 6.1): the offered area, in the words of `A chooses main area …`
      const pd = s.pending;
      const area = pd.kind === "option" ? pd.areas?.[d.index] : undefined;
      if (!area) return `${who} picks option ${d.index + 1}`;
      if (area.area === "support") return `${who} chooses support area`;
      return `${who} chooses main area${area.replace !== undefined ? ` replacing ${ref(area.replace)}` : ""}`;
    }
    case "goFirst":
      return `${who} chooses to go ${d.first ? "first" : "second"}`;
    case "mulligan":
      if (!d.redraw) return `${who} keeps`;
      return d.order ? `${who} mulligans bottom ${list(d.order)}` : `${who} mulligans`;
  }
}
