// The Play pane's words for the engine's decisions (issue 18): a button's label, by card names
// ("play 「ゆの」 paying 「沙英」, 「ヒロ」"), and what the engine is asking the person, from the
// pending decision. The engine lists the decisions (legalDecisions); these only name them. The
// ruling-language form of a decision is ruling-runner/write/decision-step.ts (the "copy as ruling").
import { getDb, type Decision, type GameState, type PlayerId } from "../../runtime/index.ts";

/** 「name」 of a card instance; "their 「name」" when the other player owns it. */
function namer(s: GameState, actor: PlayerId): (id: number) => string {
  const db = getDb(s.db);
  return (id) => {
    const c = s.cards[id];
    if (!c) return `#${id}`;
    const name = `「${db?.byId.get(c.def)?.name ?? c.def}」`;
    return c.owner === actor ? name : `their ${name}`;
  };
}

/** The label of `d`, a decision of the state `s` (the state it is offered in). */
export function decisionLabel(s: GameState, d: Decision): string {
  const N = namer(s, d.player);
  const list = (ids: readonly number[]): string => ids.map(N).join(", ");
  const paying = (pay: readonly number[] | undefined): string =>
    pay === undefined ? "" : pay.length === 0 ? " paying nothing" : ` paying ${list(pay)}`;
  const targeting = (t: readonly number[][] | undefined): string =>
    t && t.some((l) => l.length > 0) ? ` targeting ${t.map(list).join("; ")}` : "";
  switch (d.type) {
    case "goFirst":
      return d.first ? "go first" : "go second";
    case "mulligan":
      return d.redraw ? "mulligan (the hand to the bottom, draw 7)" : "keep the hand";
    case "pass":
      return "pass";
    case "play":
      return (
        `play ${N(d.card)}${paying(d.pay)}` +
        (d.area === "support" ? " to the support area" : "") +
        (d.replace !== undefined ? ` replacing ${N(d.replace)}` : "") +
        (d.host !== undefined ? ` on ${N(d.host)}` : "") +
        (d.mode !== undefined ? ` (mode ${d.mode + 1})` : "") +
        targeting(d.targets)
      );
    case "activate":
      return (
        `use ${N(d.card)} text ${d.ability + 1}${paying(d.pay)}` +
        (d.extra ?? [])
          .filter((l) => l.length > 0)
          .map((l) => ` ${s.cards[l[0]!]?.zone === "hand" ? "discarding" : "resting"} ${list(l)}`)
          .join("") +
        targeting(d.targets)
      );
    case "approach":
      return `approach with ${N(d.card)}${d.partner !== undefined ? ` and ${N(d.partner)}` : ""}`;
    case "endApproach":
      return "end the approach phase";
    case "block":
      return `block with ${N(d.card)}`;
    case "noBlock":
      return "do not block";
    case "pickDp":
      return `use the DP of ${N(d.card)}`;
    case "discard":
      return `discard ${list(d.cards)}`;
    case "order":
      return `resolve ${d.order.map((i) => N(s.triggers[i]?.source ?? -1)).join(", then ")}`;
    case "targets":
      return `target ${d.targets.map(list).join("; ")}`;
    case "break":
      return `break ${N(d.card)}${targeting(d.targets)}`;
    case "noBreak":
      return "do not break";
    case "choose":
      return d.cards.length === 0 ? "choose nothing" : `choose ${list(d.cards)}`;
    case "may":
      return d.accept ? "yes" : "no";
    case "option": {
      const p = s.pending;
      const area = p.kind === "option" ? p.areas?.[d.index] : undefined;
      if (!area) return `option ${d.index + 1}`;
      if (area.area === "support") return "the support area";
      return `the main area${area.replace !== undefined ? ` replacing ${N(area.replace)}` : ""}`;
    }
  }
}

/** What the engine asks the deciding player, in words (empty when the game is over). */
export function promptText(s: GameState): string {
  const p = s.pending;
  switch (p.kind) {
    case "over":
      return "";
    case "goFirst":
      return "go first or second?";
    case "mulligan":
      return "keep the opening hand or mulligan? (rule 2.3)";
    case "priority":
      return "play a card or a text, or pass";
    case "approach":
      return "approach with a character, or end the approach phase";
    case "block":
      return "block the approaching character?";
    case "pickDp":
      return "whose DP does the team-up use? (rule 7.9)";
    case "handLimit":
      return `discard ${p.n} card(s) down to the hand limit (rule 3.4)`;
    case "orderTriggers":
      return "the order the triggered texts resolve in (rule 4.4)";
    case "triggerTargets":
      return "the targets of a triggered text";
    case "break":
      return "break a point card?";
    case "choose":
    case "may":
    case "option":
      return p.prompt;
  }
}
