// The translator's kept lookahead decides as Chevrotain's own on every production
// (test/grammar/lookahead-cache.test.ts says why it is kept; this check alone takes over a minute).
import { itDecidesAsChevrotain } from "../helpers/lookahead-cache-checks.ts";

itDecidesAsChevrotain("the translator's grammar");
