// Bind phase: every name, trait and title a text mentions resolves to some card (or a declaration
// passed in by the caller); otherwise report it with the closest known spelling. A reference that
// is also in the card's printed text names something real that is not encoded yet: a warning
// (PM2010) rather than an error, so a partly encoded corpus still checks.
import type { Span } from "../../grammar/ast.ts";
import { isCharacterWord, isKnown, suggest, type Namespace } from "../bind.ts";
import { diagnostics, didYouMean, type CatalogueEntry } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry, Params } from "../context.ts";

const BRACKETS: Record<Namespace, [string, string]> = {
  names: ["「", "」"],
  traits: ["【", "】"],
  titles: ["『", "』"],
};

function quoted(namespace: Namespace, word: string): string {
  const [open, close] = BRACKETS[namespace];
  return `${open}${word}${close}`;
}

/** A did-you-mean; for a trait that is really a name (or the reverse), say so instead. */
function hintFor(ctx: CheckContext, namespace: Namespace, word: string): string {
  if (namespace !== "titles") {
    const other = namespace === "names" ? "traits" : "names";
    if (isKnown(ctx.symbols, other, word)) {
      return `; ${quoted(other, word)} is a ${other === "names" ? "card name" : "trait"}, not a ${namespace === "names" ? "name" : "trait"}`;
    }
  }
  const [open, close] = BRACKETS[namespace];
  return didYouMean(open, suggest(ctx.symbols, namespace, word), close);
}

/**
 * Whether the printed text shows this reference. Both sides are folded as the lookup folds names
 * (full-width forms, spacing): the card list prints 「ちぇりおーっっっ！」 and 【ＨＴＴシャツ】 where
 * the card language (and the translator) write 「ちぇりおーっっっ!」 and 【HTTシャツ】.
 */
function printedShows(printed: string | undefined, reference: string): boolean {
  if (printed === undefined) return false;
  const fold = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");
  return fold(printed).includes(fold(reference));
}

/** Report an unresolved reference: a warning when the printed card shows it, else `entry`. */
function unresolved(
  namespace: Namespace,
  word: string,
  span: Span,
  entry: CatalogueEntry,
  params: Params,
  ctx: CheckContext,
): void {
  const hint = hintFor(ctx, namespace, word);
  if (printedShows(ctx.card?.printed, quoted(namespace, word))) {
    ctx.report(diagnostics.printedButNotEncoded, span, { what: quoted(namespace, word), hint });
  } else {
    ctx.report(entry, span, { ...params, hint });
  }
}

function checkName(name: string, span: Span, ctx: CheckContext): void {
  if (!isKnown(ctx.symbols, "names", name))
    unresolved("names", name, span, diagnostics.unknownName, { name }, ctx);
}

function checkTrait(trait: string, span: Span, ctx: CheckContext): void {
  if (!isKnown(ctx.symbols, "traits", trait))
    unresolved("traits", trait, span, diagnostics.unknownTrait, { trait }, ctx);
}

export const nameChecks: CheckRegistry = {
  "selector:Query": [
    function nounNameIsKnown(query, ctx) {
      if (query.noun.kind !== "name") return;
      for (const name of [query.noun.name, ...(query.noun.alternatives ?? [])])
        checkName(name, query.noun.span, ctx);
    },
  ],
  "filter:name": [(filter, ctx) => checkName(filter.name, filter.span, ctx)],
  "static:CountsAs": [
    (countsAs, ctx) => countsAs.names.forEach((n) => checkName(n, countsAs.span, ctx)),
  ],
  // `gets 【音楽】`: a granted trait is a trait of the card pool, like one in a filter
  "step:Gets": [(step, ctx) => step.traits?.forEach((t) => checkTrait(t, step.span, ctx))],
  "static:Gets": [(effect, ctx) => effect.traits?.forEach((t) => checkTrait(t, effect.span, ctx))],
  "filter:trait": [
    function traitsAreKnown(filter, ctx) {
      for (const trait of filter.traits) checkTrait(trait, filter.span, ctx);
    },
  ],
  "filter:title": [
    function titleIsKnown(filter, ctx) {
      const title = filter.title;
      if (!isKnown(ctx.symbols, "titles", title))
        unresolved("titles", title, filter.span, diagnostics.unknownTitle, { title }, ctx);
    },
  ],
  "keyword:teamUp": [
    function teamUpPartnerIsKnown(keyword, ctx) {
      const partner = keyword.partner;
      const [namespace, word] =
        "name" in partner
          ? (["names", partner.name] as const)
          : (["traits", partner.trait] as const);
      if (isCharacterWord(ctx.symbols, namespace, word)) return;
      unresolved(
        namespace,
        word,
        ctx.span,
        diagnostics.unknownTeamUpPartner,
        { partner: quoted(namespace, word) },
        ctx,
      );
    },
  ],
  "ability:AttachRestriction": [
    function attachTargetsAreCharacters(restriction, ctx) {
      for (const target of restriction.to) {
        if ("name" in target) {
          if (isCharacterWord(ctx.symbols, "names", target.name)) continue;
          unresolved(
            "names",
            target.name,
            restriction.span,
            diagnostics.unknownAttachName,
            { name: target.name },
            ctx,
          );
        } else {
          if (isCharacterWord(ctx.symbols, "traits", target.trait)) continue;
          unresolved(
            "traits",
            target.trait,
            restriction.span,
            diagnostics.unknownAttachTrait,
            { trait: target.trait },
            ctx,
          );
        }
      }
    },
  ],
};
