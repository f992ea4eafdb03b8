// An expression (expr.ts) as the document prettier's JavaScript printer builds for it, so that
// prettier's own layout engine (`printDocToString` of prettier/doc) prints it exactly as
// `prettier --check generated/` wants, without prettier parsing and printing the whole module.
// Each function names the part of prettier's estree printer it follows (prettier 3, options of
// .prettierrc.json: printWidth, and defaults otherwise — layout.ts refuses any other option).
// test/emit/layout.test.ts compares the result with prettier on every cardtext/ and synthetic
// module; a difference there is a rule below that does not follow prettier.
import { builders } from "prettier/doc";
import type { Comments, Expr, Item, Property } from "./expr.ts";
import { WideTexts } from "./wide-text.ts";

type Doc = builders.Doc;

const {
  breakParent,
  conditionalGroup,
  fill,
  group,
  hardline,
  ifBreak,
  indent,
  indentIfBreak,
  line,
  lineSuffixBoundary,
  softline,
} = builders;

export interface DocOptions {
  printWidth: number;
  tabWidth: number;
}

/** A string literal as printString gives it: double quotes unless the text holds more of them. */
export function printString(raw: string): string {
  const content = raw.slice(1, -1);
  let doubles = 0;
  let singles = 0;
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (c === 34) doubles++;
    else if (c === 39) singles++;
  }
  if (doubles <= singles) return raw;
  // Single quotes: `\"` needs no escape any more, a bare `'` now does (makeString).
  const swapped = content.replace(/\\(["'\\])|(['"])/g, (match, escaped?: string, bare?: string) =>
    escaped !== undefined ? (escaped === '"' ? '"' : match) : bare === "'" ? "\\'" : bare!,
  );
  return `'${swapped}'`;
}

/** A number literal as printNumber normalises it (lower case, no `+` or leading zeros in exponents, …). */
export function printNumber(raw: string): string {
  if (raw.length === 1) return raw;
  return raw
    .toLowerCase()
    .replace(/^([+-]?[\d.]+e)(?:\+|(-))?0*(?=\d)/, "$1$2")
    .replace(/^([+-]?[\d.]+)e[+-]?0+$/, "$1")
    .replace(/^([+-])?\./, "$10.")
    .replace(/(\.\d+?)0+(?=e|$)/, "$1")
    .replace(/\.(?=e|$)/, "");
}

/** printPropertyKey (quoteProps "as-needed"): a quoted key that is a plain identifier loses its quotes. */
function propertyKey(raw: string): string {
  if (!raw.startsWith('"')) return raw;
  const inner = raw.slice(1, -1);
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(inner) ? inner : printString(raw);
}

const isNumber = (e: Expr) =>
  e.kind === "number" || (e.kind === "negative" && e.argument.kind === "number");

const numbersOnly = (items: readonly Item[]) =>
  items.length > 0 && items.every((i) => isNumber(i.value));

/** isLoneShortArgument: short enough that breaking after `key:` gains nothing. */
function isLoneShort(e: Expr, printWidth: number): boolean {
  const threshold = printWidth * 0.25;
  switch (e.kind) {
    case "identifier":
      return e.name.length <= threshold;
    case "negative":
      return true;
    case "string":
      return printString(e.raw).length <= threshold;
    case "call":
      return e.args.length === 0 && e.callee.length <= threshold - 2;
    case "number":
    case "literal":
      return true;
    default:
      return false;
  }
}

export class ExprDocs {
  /** Each node's doc once, as prettier caches `print()` without arguments (shared by layouts). */
  private readonly cache = new Map<Expr | Property, Doc>();

  /** willBreak's answer per doc: asked again for every enclosing call, it was quadratic in depth. */
  private readonly breaks = new Map<Doc, boolean>();

  constructor(
    private readonly options: DocOptions,
    private readonly wide: WideTexts = new WideTexts(false),
  ) {}

  /**
   * prettier's utils.willBreak (a group already broken, a hard line or a breakParent inside, not
   * looking into a conditional group's other states), remembered per doc. Docs are not changed
   * until printDocToString runs (propagateBreaks), after every question has been asked.
   */
  willBreak(doc: Doc): boolean {
    if (typeof doc === "string") return false;
    let answer = this.breaks.get(doc);
    if (answer !== undefined) return answer;
    if (Array.isArray(doc)) answer = doc.some((d) => this.willBreak(d));
    else
      switch (doc.type) {
        case "group":
          answer = Boolean(doc.break) || this.willBreak(doc.contents);
          break;
        case "line":
          answer = Boolean(doc.hard);
          break;
        case "break-parent":
          answer = true;
          break;
        case "fill":
          answer = doc.parts.some((d) => this.willBreak(d));
          break;
        case "if-break":
          answer = this.willBreak(doc.breakContents) || this.willBreak(doc.flatContents);
          break;
        case "indent":
        case "align":
        case "indent-if-break":
        case "label":
        case "line-suffix":
          answer = this.willBreak((doc as { contents: Doc }).contents);
          break;
        default:
          answer = false;
      }
    this.breaks.set(doc, answer);
    return answer;
  }

  /** The node's doc (cached): prettier's `print()`. */
  doc(e: Expr): Doc {
    let d = this.cache.get(e);
    if (d === undefined) {
      d = this.fresh(e);
      this.cache.set(e, d);
    }
    return d;
  }

  /** The node printed anew (its parts cached): prettier's `print(selector, args)`. */
  fresh(e: Expr): Doc {
    switch (e.kind) {
      case "string":
        return this.wide.of(printString(e.raw));
      case "number":
        return printNumber(e.raw);
      case "negative":
        return ["-", this.doc(e.argument)];
      case "literal":
        return e.text;
      case "identifier":
        return e.name;
      case "call":
        return [e.callee, this.callArguments(e.args)];
      case "object":
        return this.object(e.properties, e.newlineAfterBrace);
      case "array":
        return this.array(e.items);
    }
  }

  /** printComments: each own-line comment, then a line break, before the node. */
  private withComments(comments: Comments, doc: Doc): Doc {
    if (comments.length === 0) return doc;
    return [...comments.map((c) => [this.wide.of(c.trimEnd()), hardline]), doc];
  }

  /** printCallArguments (no function arguments are ever printed, so no first-argument hugging). */
  private callArguments(args: readonly Expr[]): Doc {
    if (args.length === 0) return "()";
    const printed: Doc[] = args.map((a, i) =>
      i === args.length - 1 ? this.doc(a) : [this.doc(a), ",", line],
    );
    const allBrokenOut = () =>
      group(["(", indent([line, ...printed]), ",", line, ")"], { shouldBreak: true });
    if (this.shouldExpandLast(args)) {
      const head = printed.slice(0, -1);
      if (head.some((d) => this.willBreak(d))) return allBrokenOut();
      const last = this.fresh(args.at(-1)!);
      if (this.willBreak(last))
        return [
          breakParent,
          conditionalGroup([
            ["(", ...head, group(last, { shouldBreak: true }), ")"],
            allBrokenOut(),
          ]),
        ];
      return conditionalGroup([
        ["(", ...head, last, ")"],
        ["(", ...head, group(last, { shouldBreak: true }), ")"],
        allBrokenOut(),
      ]);
    }
    return group(["(", indent([softline, ...printed]), ifBreak(","), softline, ")"], {
      shouldBreak: printed.some((d) => this.willBreak(d)),
    });
  }

  /** shouldExpandLastArg / couldExpandArg: a last object or array hugs the parentheses. */
  private shouldExpandLast(args: readonly Expr[]): boolean {
    const last = args.at(-1)!;
    const before = args.at(-2);
    const couldExpand =
      (last.kind === "object" && last.properties.length > 0) ||
      (last.kind === "array" && last.items.length > 0);
    return (
      couldExpand &&
      (before === undefined || before.kind !== last.kind) &&
      !(args.length > 1 && this.isConcise(last))
    );
  }

  /** isConciselyPrintedArray: numbers only, filled onto lines. */
  private isConcise(e: Expr): boolean {
    return e.kind === "array" && numbersOnly(e.items);
  }

  /** printObject (objectWrap "preserve": a newline after `{` keeps it expanded). */
  private object(properties: readonly Property[], newlineAfterBrace: boolean): Doc {
    if (properties.length === 0) return "{}";
    const parts: Doc[] = properties.map((p, i) => {
      let printed = this.cache.get(p);
      if (printed === undefined) {
        printed = group(this.withComments(p.comments, this.property(p)));
        this.cache.set(p, printed);
      }
      return i === 0 ? printed : [",", line, printed];
    });
    return group(["{", indent([line, ...parts]), ifBreak(","), line, "}"], {
      shouldBreak: newlineAfterBrace,
    });
  }

  /** printProperty → printAssignment with chooseLayout's choice for `key: value`. */
  private property(p: Property): Doc {
    if (p.key === undefined) return ["...", this.doc(p.value)];
    const key = propertyKey(p.key);
    const v = p.value;
    const value = this.fresh(v);
    // isObjectPropertyWithShortKey (keys are ASCII: expr.ts reads no other, so length is width).
    const shortKey = key.length < this.options.tabWidth + 3;
    if (!shortKey && this.breaksAfterColon(v))
      return group([group(key), ":", group(indent([line, value]))]);
    // A short key, a number or a boolean (not null) never breaks after the colon.
    if (shortKey || v.kind === "number" || (v.kind === "literal" && v.text !== "null"))
      return group([group(key), ":", " ", value]);
    const id = Symbol("assignment");
    return group([
      group(key),
      ":",
      group(indent(line), { id }),
      lineSuffixBoundary,
      indentIfBreak(value, { groupId: id }),
    ]);
  }

  /** shouldBreakAfterOperator for a value under a long key: a string, or a poorly breakable call. */
  private breaksAfterColon(value: Expr): boolean {
    const v = value.kind === "negative" ? value.argument : value;
    if (v.kind === "string") return true;
    // isPoorlyBreakableMemberOrCallChain: `f()` or `f(short)` with an identifier callee.
    return (
      v.kind === "call" &&
      (v.args.length === 0 ||
        (v.args.length === 1 && isLoneShort(v.args[0]!, this.options.printWidth)))
    );
  }

  /** printArray: a list of two or more objects (or arrays) of 2+ entries each always breaks. */
  private array(items: readonly Item[]): Doc {
    if (items.length === 0) return "[]";
    const shouldBreak =
      items.length > 1 &&
      items.every((item, i) => {
        const e = item.value;
        const next = items[i + 1]?.value;
        if (e.kind !== "object" && e.kind !== "array") return false;
        if (next && next.kind !== e.kind) return false;
        return (e.kind === "array" ? e.items.length : e.properties.length) > 1;
      });
    const id = Symbol("array");
    if (numbersOnly(items)) {
      const trailing = ifBreak(",", "", { groupId: id });
      const parts: Doc[] = [];
      items.forEach((item, i) => {
        const last = i === items.length - 1;
        parts.push([this.withComments(item.comments, this.doc(item.value)), last ? trailing : ","]);
        if (!last) parts.push(items[i + 1]!.comments.length > 0 ? hardline : line);
      });
      return group(["[", indent([softline, fill(parts)]), softline, "]"], { shouldBreak, id });
    }
    const parts: Doc[] = items.map((item, i) => {
      const printed = group(this.withComments(item.comments, this.doc(item.value)));
      return i === items.length - 1 ? printed : [printed, ",", line, ""];
    });
    return group(["[", indent([softline, ...parts, ifBreak(",")]), softline, "]"], {
      shouldBreak,
      id,
    });
  }
}
