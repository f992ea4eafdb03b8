// Rejections are data: `area/reason` codes (boardgame.io model) plus a readable message. Nothing
// in apply throws on bad input; a rejected decision leaves the state exactly as it was.

export interface Rejection {
  ok: false;
  /** `area/reason`, e.g. `priority/not-your-turn`, `cost/unpayable`, `target/illegal`. */
  reason: string;
  message: string;
}

export function reject(reason: string, message: string): Rejection {
  return { ok: false, reason, message };
}

export function isRejection(x: unknown): x is Rejection {
  return typeof x === "object" && x !== null && (x as { ok?: unknown }).ok === false;
}
