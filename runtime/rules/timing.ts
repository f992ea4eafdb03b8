// When may a player declare something (rule 4.1, 4.2, 7.1)? Only while holding priority in a
// priority window; with an empty stack by the printed timing; with a non-empty stack only an
// interrupt (割り込み), and never in response to one's own declaration.
import type { Phase, TimingPlayer } from "../cards/definition.ts";
import type { Ctx } from "../core/ctx.ts";
import type { GameState, PlayerId, StackItem, Step } from "../core/state.ts";

export const PRIORITY_STEPS: ReadonlySet<Step> = new Set([
  "main",
  "approachWindow",
  "blockWindow",
  "battleWindow",
]);

export function phaseOfStep(step: Step): Phase | null {
  if (step === "main") return "main";
  if (step === "approachWindow" || step === "blockWindow" || step === "battleWindow")
    return "approach";
  return null;
}

/**
 * The item on top of the stack, or undefined. [perf: no read below index 0] `stack[length - 1]` on
 * an empty stack reads index -1, which V8 looks up as a named property "-1" up the prototype chain
 * (about 40 ns, 3 % of a seed game in the priority walk); the length test gives the same undefined.
 */
export function stackTop(s: GameState): StackItem | undefined {
  const n = s.stack.length;
  return n > 0 ? s.stack[n - 1] : undefined;
}

export function timingAllows(
  ctx: Ctx,
  p: PlayerId,
  timing: { phase: Phase; player: TimingPlayer },
): boolean {
  const s = ctx.s;
  if (phaseOfStep(s.step) !== timing.phase) return false;
  const top = stackTop(s);
  if (top) return timing.player === "interrupt" && top.controller !== p;
  switch (timing.player) {
    case "own":
      return p === s.turnPlayer;
    case "opponent":
      return p !== s.turnPlayer;
    case "both":
      return true;
    case "interrupt":
      return false;
  }
}
