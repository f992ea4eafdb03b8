// One card through lowering, printing and formatting. Never throws: a failure of the emitter
// itself becomes PM4999 on the card, and the other cards still compile.
import { makeDiagnostic } from "../../grammar/diagnostics.ts";
import { emitDiagnostics } from "../catalogue/emit.ts";
import type { CacheEntry } from "../cache/card-cache.ts";
import { lowerCard } from "../lower/index.ts";
import { formatModules, formatTs } from "./format.ts";
import { printModule, printModules, type ModuleSource } from "./module.ts";
import type { CardUnit } from "./units.ts";

/** Lower and print (synchronous part); undefined text when lowering refused the card. */
export function printCard(unit: CardUnit): CacheEntry {
  try {
    const lowered = lowerCard(unit.card, { id: unit.id });
    if (lowered.diagnostics.length > 0) return { diagnostics: lowered.diagnostics };
    return {
      text: printModule(
        { sourceFile: unit.sourceFile, card: unit.card, lowered },
        `${unit.set}/${unit.stem}.ts`,
      ),
      diagnostics: [],
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      diagnostics: [
        makeDiagnostic(emitDiagnostics.internalError, unit.card.span, { error: message }),
      ],
    };
  }
}

/** Lower every unit, then print the lowered ones in batches; per card on any failure. */
function printBatch(units: readonly CardUnit[]): CacheEntry[] {
  const lowered: (ModuleSource | CacheEntry)[] = units.map((unit) => {
    try {
      const l = lowerCard(unit.card, { id: unit.id });
      return l.diagnostics.length > 0
        ? { diagnostics: l.diagnostics }
        : { sourceFile: unit.sourceFile, card: unit.card, lowered: l };
    } catch {
      return printCard(unit); // reports the PM4999
    }
  });
  const sources = lowered.filter((x): x is ModuleSource => "lowered" in x);
  let texts: string[];
  try {
    texts = printModules(sources);
  } catch {
    return units.map(printCard);
  }
  let k = 0;
  return lowered.map((x) => ("lowered" in x ? { text: texts[k++]!, diagnostics: [] } : x));
}

/** The finished module text of one card (lowered, printed, formatted with prettier). */
export async function emitCard(unit: CardUnit): Promise<CacheEntry> {
  const printed = printCard(unit);
  if (printed.text === undefined) return printed;
  try {
    return { text: await formatTs(printed.text), diagnostics: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      diagnostics: [
        makeDiagnostic(emitDiagnostics.internalError, unit.card.span, {
          error: `prettier: ${message}`,
        }),
      ],
    };
  }
}

/** Where emitting spent its time (ms), for the summary and the benchmark. */
export interface EmitTimings {
  print: number;
  format: number;
}

/** Many cards at once: printed one by one, formatted in batches (prettier's cost is per call). */
export async function emitCards(
  units: readonly CardUnit[],
  timings?: EmitTimings,
): Promise<CacheEntry[]> {
  let t = performance.now();
  const printed = printBatch(units);
  const texts = printed.flatMap((p) => (p.text === undefined ? [] : [p.text]));
  if (timings) timings.print += performance.now() - t;
  t = performance.now();
  let formatted: string[];
  try {
    formatted = await formatModules(texts);
    if (timings) timings.format += performance.now() - t;
  } catch {
    // One module prettier rejects must not refuse its batch-mates: format one by one.
    return Promise.all(units.map(emitCard));
  }
  let k = 0;
  return printed.map((p) =>
    p.text === undefined ? p : { text: formatted[k++]!, diagnostics: [] },
  );
}
