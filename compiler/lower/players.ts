// The players a card names, from the ability's point of view: its own file so that triggers.ts and
// conditions.ts (which lowers `this turn <event>` through triggers.ts) both read it without a cycle.
import type { PlayerRef as AstPlayer } from "../../grammar/ast.ts";
import type { PlayerRef } from "../../runtime/cards/definition.ts";

/** `controller` is the ability's controller: "you" from the runtime's point of view. */
export function lowerPlayer(p: AstPlayer): PlayerRef {
  return p === "controller" ? "you" : p;
}
