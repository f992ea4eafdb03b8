// The translator's kept lookahead decides as Chevrotain's own on every production
// (test/grammar/lookahead-cache.test.ts says why it is kept; this check alone takes most of a
// minute: Chevrotain computes every production's paths).
import { itDecidesAsChevrotain } from "../helpers/lookahead-cache-checks.ts";

itDecidesAsChevrotain("the translator's grammar");
