// A small, strict argument parser: unknown flags are usage errors rather than silently ignored.
import { UsageError } from "./command.ts";

export interface FlagSpec {
  /** Flags that take a value, e.g. `--seed 3` or `--seed=3`. */
  values?: readonly string[];
  /** Flags that are on or off, e.g. `--check`. */
  booleans?: readonly string[];
}

export interface ParsedArgs {
  positionals: string[];
  values: Map<string, string[]>;
  booleans: Set<string>;
}

export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const values = new Map<string, string[]>();
  const booleans = new Set<string>();
  const positionals: string[] = [];
  const valueFlags = new Set(spec.values ?? []);
  const booleanFlags = new Set(spec.booleans ?? []);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (booleanFlags.has(name)) {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      booleans.add(name);
    } else if (valueFlags.has(name)) {
      const value = eq !== -1 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      values.set(name, [...(values.get(name) ?? []), value]);
    } else {
      throw new UsageError(`unknown flag --${name}`);
    }
  }
  return { positionals, values, booleans };
}

/** The largest seed: the PRNG's whole state is one uint32 (runtime/core/prng.ts). */
export const MAX_SEED = 0xffffffff;

/**
 * The last value given for a flag, parsed as a whole number from 0 to `max`. A number that cannot
 * be represented exactly (past 2^53) or is out of range is a usage error, never silently rounded.
 */
export function intFlag(
  args: ParsedArgs,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = args.values.get(name)?.at(-1);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} expects a whole number, got "${raw}"`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value > max)
    throw new UsageError(`--${name} is at most ${max}, got ${raw}`);
  return value;
}
