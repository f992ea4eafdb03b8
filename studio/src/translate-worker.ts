// The translator's worker, apart from the language worker: the translator's Japanese parser takes
// seconds to build its lookahead on the first sentences it reads (about 15 s of CPU in Node for
// the first two: Chevrotain's LL(3) analysis of that grammar), and the editor's diagnostics must
// not wait behind it. The page asks it to warm up once the editor's first check is shown.
import type { Reply, Request } from "./protocol.ts";
import { translatePasted } from "./translate.ts";

interface Scope {
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent<{ id: number; request: Request }>) => void) | null;
}
const scope = self as unknown as Scope;

/** Sentences whose reading builds most of the parser's lookahead (a trigger, a static ability). */
const WARM_UP = [
  "このカードが登場した場合、カードを1枚引く。",
  "自分のキャラ1枚は、ターン終了時まで、+10/±0を得る。",
];

scope.onmessage = (e) => {
  const { id, request } = e.data;
  let reply: Reply;
  try {
    if (request.kind === "warm") {
      for (const text of WARM_UP) translatePasted(text);
      reply = { id, ok: true, value: null };
    } else if (request.kind === "translate")
      reply = { id, ok: true, value: translatePasted(request.text) };
    else throw new Error(`the translate worker does not answer ${request.kind}`);
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
