// The studio's POST routes: run a ruling edited in the page (rulings-api.ts), save an edited
// card file (save-api.ts), and replay a game of the Play pane (play-api.ts). Each answers JSON; a
// bad request is a RequestError (its status and reason, as JSON `{error}`), never a crash of the
// server.
import type { IncomingMessage } from "node:http";
import { readJsonBody, RequestError, type Answer } from "./request-body.ts";
import { runEdited } from "./rulings-api.ts";
import { saveCardFile } from "./save-api.ts";
import { answerPlay } from "./play-api.ts";

const ROUTES: Record<string, (root: string, body: unknown) => Answer | Promise<Answer>> = {
  "/api/ruling": runEdited,
  "/api/save": saveCardFile,
  "/api/play": answerPlay,
};

/** The answer to a POST of `pathname`, or undefined when no POST route has that path. */
export async function answerPost(
  root: string,
  pathname: string,
  req: IncomingMessage,
): Promise<Answer | undefined> {
  const route = ROUTES[pathname];
  if (!route) return undefined;
  try {
    return await route(root, await readJsonBody(req));
  } catch (e) {
    if (e instanceof RequestError) return { status: e.status, json: { error: e.message } };
    return { status: 500, json: { error: e instanceof Error ? e.message : String(e) } };
  }
}
