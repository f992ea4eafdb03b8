// The phase an engine step belongs to, in the words of rulings and the board view: start, main,
// approach (its windows, the block and the battle included), end, or the set-up steps by name.
import type { Step } from "./core/state.ts";

export function phaseName(step: Step): string {
  if (step === "main") return "main";
  if (step === "start" || step === "startResolve") return "start";
  if (step === "end" || step === "endResolve" || step === "handLimit" || step === "cleanup")
    return "end";
  return step === "over" || step === "chooseFirst" || step === "mulligan" ? step : "approach";
}
