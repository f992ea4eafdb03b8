// A state digest: FNV-1a over the canonical JSON of the state. Two states with the same digest are
// (with overwhelming likelihood) the same game position; replay tests compare digests step by step.
import type { GameState } from "./core/state.ts";

export function digest(state: GameState): string {
  const text = JSON.stringify(state);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
