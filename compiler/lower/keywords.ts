// Keywords (rule 7): each becomes the runtime's keyword data; the runtime module implements it.
// `combi` has no data: the runtime reads it from the `A&B` name (rule 7.6). Later keywords whose
// rules are unknown (7.11) keep their name and parameters as the runtime's unimplemented keyword.
import type { Keyword as AstKeyword, PhaseTiming, Span } from "../../grammar/ast.ts";
import type { FreeEntryWindow, Keyword } from "../../runtime/cards/definition.ts";
import { unsupported, type LowerContext } from "./context.ts";

function freeEntryWindow(ctx: LowerContext, t: PhaseTiming, span: Span): FreeEntryWindow[] {
  const out: FreeEntryWindow[] = [];
  const own = t.player === "own" || t.player === "both";
  const opponent = t.player === "opponent" || t.player === "both";
  if (t.phase === "approach" && own) out.push("ownApproach");
  if (t.phase === "approach" && opponent) out.push("opponentApproach");
  if (t.phase === "main" && opponent) out.push("opponentMain");
  // Your own main phase needs no free entry: it is the ordinary timing (rule 6.1).
  if (t.phase === "main" && own && !opponent && out.length === 0)
    unsupported(ctx, span, "free entry in [main/own]");
  return out;
}

/** Keyword data, or undefined for `combi` (no data) and for gaps (reported). */
export function lowerKeyword(ctx: LowerContext, k: AstKeyword, span: Span): Keyword | undefined {
  switch (k.keyword) {
    case "active":
      return { kw: "active" };
    case "tennen":
      return { kw: "tennen", n: k.n };
    case "break":
      return { kw: "break" };
    case "gaman":
      return { kw: "gaman" };
    case "combi":
      return undefined;
    case "freeEntry": {
      if (!k.phases) return { kw: "freeEntry" };
      const windows = [...new Set(k.phases.flatMap((p) => freeEntryWindow(ctx, p, span)))];
      return { kw: "freeEntry", windows };
    }
    case "teamUp":
      return "name" in k.partner
        ? { kw: "teamUp", name: k.partner.name }
        : { kw: "teamUp", trait: k.partner.trait };
    case "coins":
      // The keyword's meaning is undocumented (cardtext/README.md); keep it as rule 7.11 does.
      return { kw: "unimplemented", name: "coins", params: [] };
    case "unimplemented": {
      const params: (string | number)[] = [];
      if (k.param !== undefined) params.push(k.param);
      if (k.text !== undefined) params.push(k.text);
      return { kw: "unimplemented", name: k.name, params };
    }
  }
}
