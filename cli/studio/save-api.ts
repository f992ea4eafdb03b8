// POST /api/save {path, text}: the Cards pane's Save writes an edited card file back. Only a file
// that exists as cardtext/<name>.cards under the studio's root is written (the page's sample,
// scratch.cards, is not a file; a new name, a path outside cardtext/, another extension are
// refused with the reason). The write is atomic: a temporary file beside it, then a rename, so a
// reader (the compiler, the server's own /api/cardtext) never sees half a file.
import { readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_SOURCE_BYTES } from "../../workspace/source.ts";
import { RequestError, stringField, type Answer } from "./request-body.ts";

/** The page's sample card file: it lives in the page only. */
export const SCRATCH = "scratch.cards";

/** The absolute path `path` names, or a RequestError saying why it may not be written. */
export function savablePath(root: string, path: string): string {
  if (path === SCRATCH || path.endsWith(`/${SCRATCH}`))
    throw new RequestError(
      400,
      `${SCRATCH} is the studio's sample: it is not saved (copy it into a file of cardtext/)`,
    );
  const m = /^cardtext\/([^/\\]+\.cards)$/.exec(path);
  if (!m || m[1]!.startsWith("."))
    throw new RequestError(
      400,
      `only a file of cardtext/ (cardtext/<name>.cards) is saved, not ${JSON.stringify(path)}`,
    );
  let names: string[];
  try {
    names = readdirSync(join(root, "cardtext"));
  } catch {
    throw new RequestError(404, "the project has no cardtext/ folder");
  }
  if (!names.includes(m[1]!))
    throw new RequestError(
      404,
      `${path} is not an existing card file (the studio saves files, it does not create them)`,
    );
  return join(root, "cardtext", m[1]!);
}

let serial = 0;

export function saveCardFile(root: string, body: unknown): Answer {
  const path = stringField(body, "path");
  const text = stringField(body, "text");
  const target = savablePath(root, path);
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_SOURCE_BYTES)
    throw new RequestError(
      413,
      `the text is ${bytes} bytes, over the limit of ${MAX_SOURCE_BYTES}`,
    );
  const temp = `${target}.${process.pid}.${++serial}.tmp`;
  try {
    writeFileSync(temp, text, "utf8");
    renameSync(temp, target);
  } catch (e) {
    rmSync(temp, { force: true });
    throw new RequestError(500, `could not write ${path}: ${e instanceof Error ? e.message : e}`);
  }
  return { status: 200, json: { saved: path, bytes } };
}
