// The grammar key a build certified (grammar/recorded-grammar.ts): `npm run build` records the
// card grammar as dist/ (tsc's emit) and the CLI bundle run it, compares the tree with
// grammar/grammar-cache.ts, and only if they are equal writes that build's key over the marker
// below, in the built file (scripts/bundle-cli.ts). In the sources it stays the marker: no key.
export const BUILT_GRAMMAR_KEY_MARKER = "memoria-built-grammar-key:";
export const BUILT_GRAMMAR_KEY: string = "memoria-built-grammar-key:none";
