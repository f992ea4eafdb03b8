// Reading a card file safely: the bytes are checked before any parser sees them, so a file that is
// not UTF-8, is empty, or is huge gets a diagnostic instead of a stack trace or a silent mess.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { inputDiagnostics, makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import type { Span } from "../grammar/ast.ts";

/**
 * The one size limit on every input a user gives (card files, decks, rulings, translator input,
 * a text argument), refused with PM1003 before it is read: a whole set is a few hundred KB and the
 * corpus under 0.5 MB, while a 20 MB ruling or translator input ran for over 25 minutes.
 */
export const MAX_SOURCE_BYTES = 4 * 1024 * 1024;

/** PM1003 for an input of `size` bytes (`what`: "the file", or "the text" for an argument). */
export function tooLarge(file: string, size: number, what = "the file"): Diagnostic {
  return makeDiagnostic(inputDiagnostics.tooLarge, spanAtStart(file), {
    what,
    size,
    limit: MAX_SOURCE_BYTES,
  });
}

/**
 * Thrown by the readers that report problems by throwing (decks of simulate and play, translator
 * input): main.ts prints the PM1003 diagnostic and exits 1, like any other diagnostic.
 */
export class InputTooLargeError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/** PM1003 when the file on disk is over the limit (its size from stat, nothing read); else none. */
export function oversize(file: string): Diagnostic | undefined {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return undefined; // the reader reports a file it cannot open in its own way
  }
  return size > MAX_SOURCE_BYTES ? tooLarge(file, size) : undefined;
}

/** A user file as UTF-8 text, after the size check (InputTooLargeError over the limit). */
export function readUserText(file: string): string {
  const over = oversize(file);
  if (over) throw new InputTooLargeError(over);
  return readFileSync(file, "utf8");
}

/** A text given on the command line, against the same limit (InputTooLargeError over it). */
export function checkArgumentText(text: string, label: string): void {
  const size = Buffer.byteLength(text, "utf8");
  if (size > MAX_SOURCE_BYTES) throw new InputTooLargeError(tooLarge(label, size, "the text"));
}

export interface Source {
  file: string;
  /** Undefined when the file could not be read as text at all. */
  text?: string;
  diagnostics: Diagnostic[];
}

export function spanAtStart(file: string): Span {
  const start = { offset: 0, line: 1, column: 1 };
  return { file, start, end: start };
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** The offset of the first byte that breaks UTF-8, found by decoding ever-shorter prefixes. */
function firstBadByte(bytes: Uint8Array): number {
  let lo = 0;
  let hi = bytes.length;
  // Invariant: bytes[0, lo) decodes (allowing a cut multi-byte sequence at the end); [0, hi) does not.
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid;
    }
  }
  return lo;
}

export function decodeSource(file: string, bytes: Uint8Array): Source {
  const at = spanAtStart(file);
  if (bytes.length > MAX_SOURCE_BYTES) return { file, diagnostics: [tooLarge(file, bytes.length)] };
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return {
      file,
      diagnostics: [makeDiagnostic(inputDiagnostics.notUtf8, at, { offset: firstBadByte(bytes) })],
    };
  }
  if (text.trim() === "") {
    return { file, text, diagnostics: [makeDiagnostic(inputDiagnostics.empty, at)] };
  }
  return { file, text, diagnostics: [] };
}

/**
 * Reads a file. One that exists but cannot be read (EACCES, EISDIR, EIO from /proc/self/mem) is
 * PM1004 with the system's reason, never a stack trace.
 */
export function readSource(file: string): Source {
  try {
    const stat = statSync(file);
    // A folder is here when it could not be listed (workspace/files.ts): listing it again throws
    // the reason (EACCES); one that can be listed falls through to EISDIR.
    if (stat.isDirectory()) readdirSync(file);
    const size = stat.size;
    if (size > MAX_SOURCE_BYTES) return decodeSource(file, new Uint8Array(size));
    return decodeSource(file, readFileSync(file));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      file,
      diagnostics: [makeDiagnostic(inputDiagnostics.unreadable, spanAtStart(file), { reason })],
    };
  }
}
