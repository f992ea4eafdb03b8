// Chevrotain's LL(k) lookahead, computed on first use instead of at construction, from paths kept
// between processes. Why: building the card parser computed a lookahead function for every OR,
// OPTION and MANY of the grammar up front, while `memoria check` of one card reaches a small part
// of them; and computing a production's lookahead paths is most of the cost of its function
// (all of them: ~270 ms CPU at k = 3), the same in every process for the same grammar.
// So each production's function is built the first time the parser reaches it: from the paths of
// grammar/lookahead-cache.ts when that file was made from this very grammar (the whole grammar,
// serialized, compares equal — a change to any rule can change another rule's paths), else by
// Chevrotain's own LLkLookaheadStrategy with the same arguments. Either way it decides as before
// (test/grammar/lookahead-cache.test.ts); the grammar validations (a test runs them, see
// CardParserOptions) are the strategy's own, unchanged.
// Regenerate the cache after a grammar change: npx tsx translate/gen-lookahead-cache.ts
import type { Rule, TokenType } from "chevrotain";
import { getLookaheadPaths, LLkLookaheadStrategy, serializeGrammar } from "./chevrotain.ts";
import { alternationLookahead, optionalLookahead, type AltPaths } from "./lookahead-functions.ts";

type Strategy = InstanceType<typeof LLkLookaheadStrategy>;
type AlternationOptions = Parameters<Strategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<Strategy["buildLookaheadForOptional"]>[0];

/** `build()`'s function, built on the first call; `this` (the parser) and arguments passed on. */
function onFirstCall<F extends (this: unknown, ...args: never[]) => unknown>(build: () => F): F {
  let built: F | undefined;
  return function (this: unknown, ...args: Parameters<F>) {
    built ??= build();
    return built.apply(this, args);
  } as F;
}

/** A production's key in the cache: its rule, kind and occurrence index. */
export function productionKey(rule: string, prodType: string, occurrence: number): string {
  return `${rule}|${prodType}|${occurrence}`;
}

/** The whole grammar as the cache records it: equal text, equal lookahead paths. */
export function grammarText(rules: readonly Rule[], maxLookahead: number): string {
  return JSON.stringify({ maxLookahead, rules: serializeGrammar(rules as Rule[]) });
}

/** Paths by token name, as the cache stores them. */
export type NamedPaths = string[][][];

/** A generated cache module's content: the grammar it was made from and its paths (JSON). */
export interface LookaheadCache {
  grammar: string;
  paths: string;
}

/** No cache: every production's paths are computed. */
export const NO_LOOKAHEAD_CACHE: LookaheadCache = { grammar: "", paths: "{}" };

/** Every production the strategy was asked for (the cache generator and its test read them). */
export type SeenProduction =
  | { key: string; kind: "alternation"; options: AlternationOptions }
  | { key: string; kind: "optional"; options: OptionalOptions };

export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  private rules: readonly Rule[] = [];
  private cache: Map<string, AltPaths[]> | null | undefined;
  readonly seen: SeenProduction[] = [];

  /** The k the paths were computed for (part of what the cache must match). */
  readonly k: number;

  constructor(
    options: { maxLookahead: number },
    private readonly vocabulary: readonly TokenType[],
    private readonly kept: LookaheadCache = NO_LOOKAHEAD_CACHE,
  ) {
    super(options);
    this.k = options.maxLookahead;
  }

  /** grammarText of the rules Chevrotain will pass, when the parser knows it without serializing
   * them (rules from grammar/grammar-cache.ts, kept with their text). */
  private knownText: string | undefined;

  rulesAre(text: string): void {
    this.knownText = text;
  }

  /** Chevrotain calls this with every rule before building any lookahead function. */
  override initialize(options: { rules: Rule[] }): void {
    this.rules = options.rules;
  }

  /** The kept paths by production key when the cache was made from this grammar; null when it was
   * not (the lookahead checks of test/helpers/lookahead-cache-checks.ts test exactly these). */
  keptPaths(): Map<string, AltPaths[]> | null {
    if (this.cache !== undefined) return this.cache;
    this.cache = null;
    if (this.kept.grammar === "") return null;
    if ((this.knownText ?? grammarText(this.rules, this.k)) !== this.kept.grammar) return null;
    const byName = new Map(this.vocabulary.map((t) => [t.name, t]));
    const stored = JSON.parse(this.kept.paths) as Record<string, NamedPaths>;
    const cache = new Map<string, AltPaths[]>();
    for (const [key, alts] of Object.entries(stored)) {
      const types = alts.map((paths) => paths.map((path) => path.map((n) => byName.get(n))));
      // A token the vocabulary lacks (renamed without regenerating): that production computes.
      if (types.every((paths) => paths.every((path) => path.every((t) => t !== undefined))))
        cache.set(key, types as AltPaths[]);
    }
    this.cache = cache;
    return cache;
  }

  override buildLookaheadForAlternation(
    options: AlternationOptions,
  ): ReturnType<Strategy["buildLookaheadForAlternation"]> {
    const key = productionKey(options.rule.name, "Alternation", options.prodOccurrence);
    this.seen.push({ key, kind: "alternation", options });
    return onFirstCall(() => {
      const alts = this.keptPaths()?.get(key);
      if (!alts) return super.buildLookaheadForAlternation(options);
      return alternationLookahead(
        alts,
        options.hasPredicates,
        options.dynamicTokensEnabled,
      ) as unknown as ReturnType<Strategy["buildLookaheadForAlternation"]>;
    });
  }

  override buildLookaheadForOptional(
    options: OptionalOptions,
  ): ReturnType<Strategy["buildLookaheadForOptional"]> {
    const key = productionKey(options.rule.name, options.prodType, options.prodOccurrence);
    this.seen.push({ key, kind: "optional", options });
    return onFirstCall(() => {
      const alts = this.keptPaths()?.get(key);
      if (!alts) return super.buildLookaheadForOptional(options);
      return optionalLookahead(alts[0]!, options.dynamicTokensEnabled) as unknown as ReturnType<
        Strategy["buildLookaheadForOptional"]
      >;
    });
  }
}

/** Chevrotain's own paths for a production (what the cache stores). */
export function pathsOf(production: SeenProduction): TokenType[][][] {
  const { options } = production;
  return getLookaheadPaths({
    occurrence: options.prodOccurrence,
    rule: options.rule,
    prodType: production.kind === "alternation" ? "Alternation" : production.options.prodType,
    maxLookahead: options.maxLookahead,
  });
}
