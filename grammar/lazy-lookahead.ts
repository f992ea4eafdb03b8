// Chevrotain's LL(k) lookahead, computed on first use instead of at construction. Why: building the
// card parser computed a lookahead function for every OR, OPTION and MANY of the grammar up front
// (about 80% of its construction), while `memoria check` of one card reaches a small part of them.
// Each production's function is built the first time the parser reaches that production, by the
// same LLkLookaheadStrategy with the same arguments, so it decides exactly as before; the grammar
// validations (a test runs them, see CardParserOptions) are the strategy's own, unchanged.
import { LLkLookaheadStrategy } from "./chevrotain.ts";

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

export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(
    options: AlternationOptions,
  ): ReturnType<Strategy["buildLookaheadForAlternation"]> {
    return onFirstCall(() => super.buildLookaheadForAlternation(options));
  }

  override buildLookaheadForOptional(
    options: OptionalOptions,
  ): ReturnType<Strategy["buildLookaheadForOptional"]> {
    return onFirstCall(() => super.buildLookaheadForOptional(options));
  }
}
