// Run by scripts/bundle-cli.ts in the bundle it just built (an extra entry point, deleted after):
// records the card grammar with the bundle's own code and prints that code's key and whether the
// tree is grammar/grammar-cache.ts's. Only then is the key written into the bundle.
import { recordCardGrammar } from "../grammar/parser.ts";

const { key, matchesKept } = recordCardGrammar();
console.log(JSON.stringify({ key, matchesKept }));
