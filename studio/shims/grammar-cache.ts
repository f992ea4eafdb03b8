// grammar/grammar-cache.ts for the browser: no kept grammar tree. The kept tree is used only under
// the key of the code it was recorded from (grammar/recorded-grammar.ts), and the page's bundled
// code never has a certified key, so the page records the grammar as before; this leaves the
// tree's ~210 kB of text out of the language worker.
import type { GrammarCache } from "../../grammar/recorded-grammar.ts";

export const GRAMMAR_CACHE: GrammarCache = { keys: [], rules: "[]", grammar: "" };
