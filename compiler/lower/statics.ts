// Continuous texts: AST StaticEffect → runtime StaticEffect list (one `gets` with a stat change and
// keywords is several runtime modifiers). Each kind is lowered by its family (compiler/steps/*);
// what the runtime lacks is reported.
import type { StaticEffect as AstStatic } from "../../grammar/ast.ts";
import { dispatch } from "../../grammar/table.ts";
import type { StaticEffect } from "../../runtime/cards/definition.ts";
import { staticLowerings } from "../steps/index.ts";
import type { LowerContext } from "./context.ts";
import { lowerer } from "./effects.ts";
import { refuseThisInZone } from "./selectors.ts";

export function lowerStatic(ctx: LowerContext, e: AstStatic): StaticEffect[] {
  if ("target" in e) refuseThisInZone(ctx, e.target);
  return dispatch(staticLowerings, "kind", e, ctx, lowerer);
}
