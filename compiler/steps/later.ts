// Later actions (rule 7.11): `perform "改変"`. Our sources do not say what 改変 does, so the
// lowering refuses it (PM4001) rather than guess; the checker warns of it (PM3515, suspicious.ts).
import { NOTHING, unsupported } from "../lower/context.ts";
import type { Family } from "./family.ts";

export const laterSteps = {
  walk: { Perform: () => {} },
  lower: {
    Perform(s, ctx) {
      unsupported(ctx, s.span, `performing ${s.action} (rule 7.11: no known rules)`);
      return NOTHING;
    },
  },
  emit: {},
} satisfies Family;
