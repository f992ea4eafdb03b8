// Reading a card file safely: the bytes are checked before any parser sees them, so a file that is
// not UTF-8, is empty, or is huge gets a diagnostic instead of a stack trace or a silent mess.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { inputDiagnostics, makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import type { Span } from "../grammar/ast.ts";

/** Larger card files are refused: a whole set is a few hundred KB at most. */
export const MAX_SOURCE_BYTES = 4 * 1024 * 1024;

export interface Source {
  file: string;
  /** Undefined when the file could not be read as text at all. */
  text?: string;
  diagnostics: Diagnostic[];
}

function spanAtStart(file: string): Span {
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
  if (bytes.length > MAX_SOURCE_BYTES) {
    return {
      file,
      diagnostics: [
        makeDiagnostic(inputDiagnostics.tooLarge, at, {
          size: bytes.length,
          limit: MAX_SOURCE_BYTES,
        }),
      ],
    };
  }
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
