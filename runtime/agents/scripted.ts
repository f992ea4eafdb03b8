// A strict scripted agent (XMage CardTestPlayerBase model): it plays the decisions it was given,
// in order, and fails on any decision it was not given.
import type { Decision } from "../core/decision.ts";
import type { Agent } from "./agent.ts";

export class ScriptExhausted extends Error {}

export function scriptedAgent(script: readonly Decision[]): Agent & { remaining(): number } {
  let i = 0;
  return {
    name: "scripted",
    decide(state) {
      const d = script[i];
      if (!d)
        throw new ScriptExhausted(
          `scripted agent: no decision scripted for ${state.pending.kind} of player ${"player" in state.pending ? state.pending.player : "-"}`,
        );
      i++;
      return d;
    },
    remaining: () => script.length - i,
  };
}
