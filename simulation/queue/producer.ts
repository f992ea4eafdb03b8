// PARTIAL placeholder, replaced by the queue producer in the next commit.
import type { RangeResult } from "../play-range.ts";
import type { RunSpec } from "../run-spec.ts";

export async function playOnQueue(
  _spec: RunSpec,
  _url: string,
  _size?: number,
): Promise<RangeResult> {
  throw new Error("--queue is not built yet");
}
