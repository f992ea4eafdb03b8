// The body of a studio POST (run an edited ruling, save a card file): JSON, at most the one input
// limit (MAX_SOURCE_BYTES, the limit every reader of user text has). A body over the limit, or
// not JSON, is a RequestError with the status and reason the server answers with.
import type { IncomingMessage } from "node:http";
import { MAX_SOURCE_BYTES } from "../../workspace/source.ts";

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a POST route answers (server.ts sends it). */
export interface Answer {
  status: number;
  json: unknown;
}

/** The request's JSON body; a RequestError (413, 400) when it is too large or not JSON. */
export function readJsonBody(
  req: IncomingMessage,
  limit = MAX_SOURCE_BYTES + 64 * 1024,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new RequestError(413, `the request is over ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("error", (e) => reject(new RequestError(400, e.message)));
    req.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        reject(new RequestError(400, "the request body is not JSON"));
      }
    });
  });
}

/** A string field of a JSON body, or a 400 naming it. */
export function stringField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  if (typeof body !== "object" || body === null || typeof value !== "string")
    throw new RequestError(400, `the request needs a string "${name}"`);
  return value;
}
