// The engine's pending decision in the ruling's words, which scripted decisions answer it, and
// the runner's other strictness checks (where `pass until` stops, how a script may end).
import type { Ruling, Step } from "../grammar/ruling/index.ts";
import { phaseName, type Decision, type GameState } from "../runtime/index.ts";

type PassUntil = Extract<Step, { kind: "PassUntil" }>["until"];

/** Which decision types answer each pending kind (strictness: anything else was never asked). */
export const answers: Record<string, readonly Decision["type"][]> = {
  priority: ["pass", "play", "activate"],
  approach: ["approach", "endApproach"],
  block: ["block", "noBlock"],
  pickDp: ["pickDp"],
  handLimit: ["discard"],
  orderTriggers: ["order"],
  triggerTargets: ["targets"],
  break: ["break", "noBreak"],
  choose: ["choose"],
  may: ["may"],
  option: ["option"],
  goFirst: ["goFirst"],
  mulligan: ["mulligan"],
  over: [],
};

/** The pending decision in the ruling's words: "B to block", "A to order triggers". */
export function describePending(s: GameState): string {
  const p = s.pending;
  if (p.kind === "over")
    return `nobody (the game is over: ${s.winner === "draw" ? "draw" : `player ${"AB"[s.winner ?? 0]} won`})`;
  const who = "AB"[p.player];
  const what: Record<string, string> = {
    priority: "act or pass (priority)",
    approach: "approach or end the approach phase",
    block: "block or not",
    pickDp: "pick the team-up DP",
    handLimit: "discard down to 7",
    orderTriggers: "order the triggers",
    triggerTargets: "choose the trigger's targets",
    break: "break or not",
    choose: "choose cards",
    may: "accept or decline",
    goFirst: "choose to go first or second",
    mulligan: "keep or mulligan",
    option: "pick an option",
  };
  if (p.kind === "option" && p.areas)
    return `${who} to choose where to put a character onto the field (${p.prompt})`;
  return `${who} to ${what[p.kind] ?? p.kind}`;
}

/** `pass until …`: has the game reached that point (`turn`: the turn the shorthand began in)? */
export function untilReached(until: PassUntil, state: GameState, turn: number): boolean {
  const p = state.pending;
  switch (until) {
    case "approach":
      return p.kind === "approach";
    case "block":
      return p.kind === "block";
    case "battle":
      return (
        state.step === "battleWindow" || state.step === "approachDeclare" || p.kind === "approach"
      );
    case "end":
      return state.turn !== turn || phaseName(state.step) === "end";
    case "main":
      return state.step === "main" && state.turn !== turn;
    case "resolved":
      return state.stack.length === 0 && state.resolving === null;
  }
}

/**
 * The checks at the end of a script. Strict end: the script may stop where the game rests
 * (priority, an approach or block to declare, game over), not in the middle of a decision the
 * engine is asking for — unless the last line acknowledges it with `expect waiting …`. Run-on:
 * the engine plays on while nobody has a choice, so a ruling that silently ends more than a turn
 * later most likely checks the wrong moment; it must say `expect turn …`.
 */
export function endCheck(
  ruling: Ruling,
  state: GameState,
): { expected: string; actual: string } | null {
  const body = ruling.body;
  const last = body[body.length - 1];
  const acknowledged = last?.kind === "Expect" && last.expectation.what === "waiting";
  const resting = ["priority", "approach", "block", "over", "goFirst", "mulligan"];
  if (!acknowledged && !resting.includes(state.pending.kind))
    return {
      expected: "the script to answer every decision the engine asks",
      actual: `the engine still asks ${describePending(state)} (an unscripted decision)`,
    };
  const saysTurn = body.some((b) => b.kind === "Expect" && b.expectation.what === "turn");
  if (!saysTurn && body[0]?.kind !== "NewGame" && state.turn > ruling.turn + 1)
    return {
      expected: `the game to stay near turn ${ruling.turn}`,
      actual: `it ran on by itself to turn ${state.turn} (hold it with a choice, or add \`expect turn …\`)`,
    };
  return null;
}
