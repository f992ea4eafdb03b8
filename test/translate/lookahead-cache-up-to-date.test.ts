// The translator's kept lookahead paths are up to date with its grammar (test/grammar/
// lookahead-cache.test.ts says why they are kept; this check alone takes over a minute).
import { describe } from "vitest";
import { itIsUpToDate } from "../helpers/lookahead-cache-checks.ts";

describe("the lookahead caches", () => itIsUpToDate("the translator's grammar"));
