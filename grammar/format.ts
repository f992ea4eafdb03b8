// The formatter: AST → canonical source (docs/language.md). One card header per line, body
// indented two spaces, one ability per line, a blank line between items, comments kept.
import type { Ability, CardDecl, CardFile, Comments, FileItem, TextCost } from "./ast.ts";
import { conditionPrecedence, conditionSyntax } from "./conditions.ts";
import { filterSyntax } from "./filters.ts";
import { fmtKeyword, fmtTiming } from "./keyword-syntax.ts";
import { fmtName, fmtString, fmtTitle, fmtTrait } from "./literals.ts";
import { selectorSyntax } from "./selectors.ts";
import { printEffect, restrictionSyntax, staticSyntax, stepSyntax } from "./steps/index.ts";
import { printerOf, type Printer } from "./syntax.ts";
import { triggerSyntax } from "./triggers.ts";

const printSelector = printerOf(selectorSyntax, "kind");
const printFilter = printerOf(filterSyntax, "kind");
const printCondition = printerOf(conditionSyntax, "kind");
const printTrigger = printerOf(triggerSyntax, "event");
const printRestriction = printerOf(restrictionSyntax, "kind");
const printStep = printerOf(stepSyntax, "kind");
const printStatic = printerOf(staticSyntax, "kind");

/** The printer every syntax table prints through. */
const printer: Printer = {
  selector: (s, singular = false) => printSelector(s, printer, singular),
  filter: (f) => printFilter(f, printer),
  condition(c, min = 0) {
    const text = printCondition(c, printer);
    return conditionPrecedence(c) < min ? `(${text})` : text;
  },
  trigger: (t) => printTrigger(t, printer),
  restriction: (r, target, step) => printRestriction(r, printer, target, step),
  step: (s) => printStep(s, printer),
  inner: (s) => (s.kind === "Choice" ? `(${printStep(s, printer)})` : printStep(s, printer)),
  effect: (e) => printEffect(e, printer),
};

export const fmtStep = printer.step;
const fmtEffect = printer.effect;

function fmtCost(c: TextCost): string {
  if (c.kind === "Rest") return "↓";
  if (c.kind === "ExtraCost") return fmtStep(c.effect);
  return c.color ? `[${c.color} ${c.amount}]` : `[${c.amount}]`;
}

const comment = (text: string) => (text === "" ? "//" : `// ${text}`);
const withTrailing = (line: string, c: Comments | undefined) =>
  c?.trailing !== undefined ? `${line}  ${comment(c.trailing)}` : line;
const leading = (c: Comments | undefined, indent: string) =>
  (c?.leading ?? []).map((t) => indent + comment(t));

export function fmtAbility(a: Ability): string {
  switch (a.kind) {
    case "Keyword":
      return fmtKeyword(a);
    case "Activated": {
      const costs = a.costs.length > 0 ? ` ${a.costs.map(fmtCost).join(", ")}` : "";
      const cond = a.condition ? ` requires ${printer.condition(a.condition)}` : "";
      const mark = a.nameMark ? `${fmtName(a.nameMark.name)} ▶ ` : "";
      return `${a.mode ? "mode " : ""}${fmtTiming(a.timing)}${costs}${cond}: ${mark}${fmtEffect(a.effect)}`;
    }
    case "Triggered": {
      const mode = a.mode === "eachTime" ? "each time" : a.mode;
      const cond = a.condition ? ` and ${printer.condition(a.condition)}` : "";
      return `${mode} ${printer.trigger(a.trigger)}${cond}: ${fmtEffect(a.effect)}`;
    }
    case "Continuous":
      return `${a.condition ? `while ${printer.condition(a.condition)}: ` : ""}${printStatic(a.effect, printer)}`;
    case "AttachRestriction":
      return `attach to ${a.to.map((x) => ("name" in x ? fmtName(x.name) : fmtTrait(x.trait))).join(" or ")}`;
    case "Gyakkyou":
      return `gyakkyou ${a.n}: ${fmtAbility(a.ability)}`;
    case "Level":
      return `level ${a.n}: ${fmtAbility(a.ability)}`;
    case "PlayRequirement":
      return `requires ${printer.condition(a.condition)}`;
    case "Reminder":
      return `reminder ${fmtKeyword(a.keyword)}`;
  }
}

function fmtRarity(r: string): string {
  return /^(?:[A-Z][A-Za-z0-9_]*|\d+)$/.test(r) ? r : fmtString(r);
}

function fmtHeader(c: CardDecl): string {
  const parts = [
    c.cardKind,
    c.number,
    fmtName(c.name),
    c.color,
    `cost ${c.cost}`,
    `source ${c.source}`,
  ];
  if (c.ap !== undefined) parts.push(`ap ${c.ap}`);
  if (c.dp !== undefined) parts.push(`dp ${c.dp}`);
  if (c.traits.length > 0) parts.push(c.traits.map(fmtTrait).join(""));
  if (c.rarity !== undefined) parts.push(`rarity ${fmtRarity(c.rarity)}`);
  return parts.join(" ");
}

function fmtCard(c: CardDecl): string[] {
  const lines = leading(c.comments, "");
  const header = fmtHeader(c);
  const body: string[] = [];
  if (c.printed !== undefined) body.push(`  printed ${fmtString(c.printed)}`);
  if (c.flavor !== undefined) body.push(`  flavor ${fmtString(c.flavor)}`);
  for (const a of c.abilities) {
    body.push(...leading(a.comments, "  "), withTrailing(`  ${fmtAbility(a)}`, a.comments));
  }
  for (const t of c.trailingComments ?? []) body.push(`  ${comment(t)}`);
  if (body.length === 0) {
    lines.push(withTrailing(header, c.comments));
    return lines;
  }
  lines.push(withTrailing(`${header} {`, c.comments), ...body, "}");
  return lines;
}

function fmtItem(i: FileItem): string[] {
  if (i.kind === "Card") return fmtCard(i);
  const also = i.also ? ` also ${i.also.map(fmtTitle).join(" ")}` : "";
  return [
    ...leading(i.comments, ""),
    withTrailing(`title ${fmtTitle(i.title)}${also}`, i.comments),
  ];
}

/** Canonical source of a card file; ends with a newline unless the file is empty. */
export function format(ast: CardFile): string {
  const blocks = ast.items.map((i) => fmtItem(i).join("\n"));
  if (ast.trailingComments && ast.trailingComments.length > 0)
    blocks.push(ast.trailingComments.map(comment).join("\n"));
  return blocks.length === 0 ? "" : `${blocks.join("\n\n")}\n`;
}
