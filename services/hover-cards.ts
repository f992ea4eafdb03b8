// Hover in a card file: on a 「name」, 【trait】 or 『title』 the cards it refers to; on a keyword its
// rule; on an ability its English and canonical Japanese rendering (translate/render) with the
// card's printed text; on a `rule N.N` in a comment, the rule.
import type { Ability, CardDecl } from "../grammar/ast.ts";
import { renderEn } from "../translate/render/en.ts";
import { renderJa } from "../translate/render/ja.ts";
import { lexed, literalOf, tokenAt, type LiteralKind } from "./card-tokens.ts";
import { hoverCitedRule, ruleMarkdown } from "./hover-rules.ts";
import { KEYWORD_RULES } from "./keyword-rules.ts";
import { rangeOfSpan } from "./text.ts";
import type { Hover } from "./types.ts";
import { nameKey, type CardSite, type Workspace } from "./workspace.ts";

/** At most this many cards are listed under a trait or title (a title can hold hundreds). */
const LISTED = 12;

export function cardLine(site: CardSite): string {
  const c = site.card;
  const stats = c.ap !== undefined ? ` ${c.ap}/${c.dp}` : "";
  const title = c.title ? ` 『${c.title}』` : "";
  return `${c.number} 「${c.name}」 — ${c.cardKind}, ${c.color}, cost ${c.cost}${stats}${title}`;
}

/** The cards a literal refers to in the workspace's index. */
export function cardsFor(ws: Workspace, kind: LiteralKind, value: string): CardSite[] {
  const index = ws.cardIndex();
  if (kind === "name") return index.names.get(nameKey(value)) ?? [];
  if (kind === "trait") return index.traits.get(value) ?? [];
  return index.titles.get(value.normalize("NFKC")) ?? [];
}

function literalHover(ws: Workspace, kind: LiteralKind, value: string): string {
  const sites = cardsFor(ws, kind, value);
  const open = { name: "「", trait: "【", title: "『" }[kind];
  const close = { name: "」", trait: "】", title: "』" }[kind];
  if (sites.length === 0) return `${open}${value}${close}: no card in the workspace`;
  const lines = sites.slice(0, LISTED).map((s) => `- ${cardLine(s)}`);
  if (sites.length > LISTED) lines.push(`- … and ${sites.length - LISTED} more`);
  return `${open}${value}${close}: ${sites.length} card(s)\n\n${lines.join("\n")}`;
}

function render(f: () => string): string {
  try {
    return f();
  } catch (e) {
    // NoJapaneseForm and the like: say so rather than fail the hover.
    return `(cannot render: ${e instanceof Error ? e.message : String(e)})`;
  }
}

function abilityHover(card: CardDecl, ability: Ability): string {
  const parts = [
    `**English:** ${render(() => renderEn([ability], card.cardKind))}`,
    `**Japanese:** ${render(() => renderJa([ability]))}`,
  ];
  if (card.printed) parts.push(`**Printed:** ${card.printed}`);
  return parts.join("\n\n");
}

export function hoverCards(ws: Workspace, uri: string, offset: number): Hover | undefined {
  const file = ws.cardDocument(uri);
  if (!file) return undefined;
  const { doc, ast } = file;
  const token = tokenAt(doc, offset);
  const range = token
    ? doc.range(token.startOffset, token.startOffset + token.image.length)
    : undefined;
  const literal = token && literalOf(token);
  if (literal && range)
    return {
      contents: { kind: "markdown", value: literalHover(ws, literal.kind, literal.value) },
      range,
    };
  const rule = token && KEYWORD_RULES[token.tokenType.name];
  const ruleText = rule && ruleMarkdown(rule);
  if (ruleText && range) return { contents: { kind: "markdown", value: ruleText }, range };
  if (
    lexed(doc).comments.some(
      (c) => c.startOffset <= offset && offset <= c.startOffset + c.image.length,
    )
  )
    return hoverCitedRule(doc, offset);
  for (const item of ast.items) {
    if (item.kind !== "Card" || offset < item.span.start.offset || offset > item.span.end.offset)
      continue;
    const ability = item.abilities.find(
      (a) => a.span.start.offset <= offset && offset <= a.span.end.offset,
    );
    if (ability)
      return {
        contents: { kind: "markdown", value: abilityHover(item, ability) },
        range: rangeOfSpan(ability.span),
      };
  }
  return undefined;
}
