// One card through lowering, printing and layout. Never throws: a failure of the emitter itself
// becomes PM4999 on the card, and the other cards still compile. The module text is laid out as
// prettier formats it (layout.ts); prettier itself runs only on a module whose shape the layout
// does not know, or when the prettier configuration asks for options the layout does not follow.
import { makeDiagnostic } from "../../grammar/diagnostics.ts";
import { emitDiagnostics } from "../catalogue/emit.ts";
import type { CacheEntry } from "../cache/card-cache.ts";
import { lowerCard } from "../lower/index.ts";
import type { DocOptions } from "./expr-doc.ts";
import { formatModules, layoutOptions } from "./format.ts";
import { layoutModule, plainModule, type ModuleParts } from "./layout.ts";
import { moduleParts } from "./module.ts";
import type { CardUnit } from "./units.ts";

function internalError(unit: CardUnit, error: unknown, prefix = ""): CacheEntry {
  const message = error instanceof Error ? error.message : String(error);
  return {
    diagnostics: [
      makeDiagnostic(emitDiagnostics.internalError, unit.card.span, {
        error: `${prefix}${message}`,
      }),
    ],
  };
}

/** Lowered and printed into its parts, or the entry that refuses it (lowering or PM4999). */
function partsOf(unit: CardUnit): ModuleParts | CacheEntry {
  try {
    const lowered = lowerCard(unit.card, { id: unit.id });
    if (lowered.diagnostics.length > 0) return { diagnostics: lowered.diagnostics };
    return moduleParts({ sourceFile: unit.sourceFile, card: unit.card, lowered });
  } catch (error) {
    return internalError(unit, error);
  }
}

/** Lower and print (synchronous part): the module before formatting; no text when refused. */
export function printCard(unit: CardUnit): CacheEntry {
  const parts = partsOf(unit);
  return "header" in parts ? { text: plainModule(parts), diagnostics: [] } : parts;
}

/** The finished module text of one card (lowered, printed, laid out). */
export async function emitCard(unit: CardUnit): Promise<CacheEntry> {
  return (await emitCards([unit]))[0]!;
}

/** Where emitting spent its time (ms), for the summary and the benchmark. */
export interface EmitTimings {
  /** Lowering and printing the module parts. */
  print: number;
  /** Laying the modules out (layout.ts). */
  layout: number;
  /** Prettier, on the modules the layout left to it. */
  format: number;
  /** How many modules prettier formatted. */
  prettierModules: number;
}

/** A module laid out (layout.ts), or undefined: prettier's then (an unknown shape or options). */
function laidOut(parts: ModuleParts, options: DocOptions | undefined): string | undefined {
  if (options === undefined) return undefined;
  try {
    return layoutModule(parts, options);
  } catch {
    return undefined; // a layout bug costs prettier's time, never a module
  }
}

/**
 * The texts of modules: each laid out, or — where the layout does not know its shape — formatted
 * by prettier, in batches. Throws when prettier rejects one of those (emitCards handles it).
 */
export async function finishModules(
  parts: readonly ModuleParts[],
  timings?: EmitTimings,
): Promise<string[]> {
  let t = performance.now();
  const options = await layoutOptions();
  const texts = parts.map((p) => laidOut(p, options));
  const left = texts.flatMap((text, i) => (text === undefined ? [i] : []));
  if (timings) timings.layout += performance.now() - t;
  if (left.length === 0) return texts as string[];
  t = performance.now();
  const formatted = await formatModules(left.map((i) => plainModule(parts[i]!)));
  left.forEach((i, k) => (texts[i] = formatted[k]!));
  if (timings) {
    timings.format += performance.now() - t;
    timings.prettierModules += left.length;
  }
  return texts as string[];
}

/** Many cards at once: lowered and printed, then laid out (prettier for what the layout leaves). */
export async function emitCards(
  units: readonly CardUnit[],
  timings?: EmitTimings,
): Promise<CacheEntry[]> {
  const t = performance.now();
  const printed = units.map(partsOf);
  if (timings) timings.print += performance.now() - t;
  const modules = printed.flatMap((p) => ("header" in p ? [p] : []));
  let texts: string[];
  try {
    texts = await finishModules(modules, timings);
  } catch {
    // One module prettier rejects must not refuse its batch-mates: one by one.
    return Promise.all(units.map(async (unit, i) => await emitAlone(unit, printed[i]!)));
  }
  let k = 0;
  return printed.map((p) => ("header" in p ? { text: texts[k++]!, diagnostics: [] } : p));
}

/** One card's module, a prettier failure becoming its PM4999. */
async function emitAlone(unit: CardUnit, printed: ModuleParts | CacheEntry): Promise<CacheEntry> {
  if (!("header" in printed)) return printed;
  try {
    return { text: (await finishModules([printed]))[0]!, diagnostics: [] };
  } catch (error) {
    return internalError(unit, error, "prettier: ");
  }
}
