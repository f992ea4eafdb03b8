// Whether a ruling text reproduces a failure when the ruling runner runs it: the same refusal
// (reason and message, object ids aside) as a step's failure, or — in a ruling that otherwise
// passes — the same invariant violation in one of the states the run went through.
import { checkInvariants, type GameState } from "../../runtime/index.ts";
import { runRulingText } from "../index.ts";
import { withoutIds, type Failure } from "./failure.ts";

export async function reproduces(text: string, failure: Failure): Promise<boolean> {
  const seen = new Set<string>();
  const onState =
    failure.kind === "violation"
      ? (s: GameState): void => {
          for (const p of checkInvariants(s)) seen.add(withoutIds(p));
        }
      : undefined;
  const r = await runRulingText("written.ruling", text, onState ? { onState } : {});
  if (r.diagnostics.some((d) => d.severity === "error")) return false;
  // The ruling ends with `expect invariants hold`: it must fail there, on the same violation, and
  // not earlier (a step refused, the game run on by itself), which the failure's line tells.
  if (failure.kind === "violation")
    return (
      failure.problems.some((p) => seen.has(withoutIds(p))) &&
      r.results.some(
        (x) =>
          x.failure?.expected === "the state keeps its invariants" &&
          failure.problems.some((p) => withoutIds(x.failure!.actual).includes(withoutIds(p))),
      )
    );
  const wanted = withoutIds(`${failure.reason}: ${failure.message}`);
  return r.results.some(
    (x) => x.failure !== undefined && withoutIds(x.failure.actual).includes(wanted),
  );
}
