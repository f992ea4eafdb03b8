// Later actions (rule 7.11) in English and Japanese: `perform "改変"` is 改変を行う (SG 01-063).
import type { EnSteps, JaSteps } from "./context.ts";

export const enSteps = {
  Perform: (s) => `perform ${s.action}`,
} satisfies EnSteps;

export const jaSteps = {
  Perform: (s) => `${s.action}を行う`,
} satisfies JaSteps;
