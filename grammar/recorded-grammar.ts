// The card grammar as Chevrotain records it, kept between processes (grammar/grammar-cache.ts).
// Why: Chevrotain builds a parser's grammar tree (GAST) by running every rule once in a
// "recording" mode; for this grammar (~250 rules) that is nearly all of the parser's construction
// (~100 ms CPU in a fresh process, most of it compiling and first-running the rule closures), the
// same in every process. The tree is plain data: kept as JSON, rebuilt in a few ms.
//
// Never a stale tree: it is used only when the parser's KEY is one the tree was recorded for. The
// key is a hash of what recording runs — the text of every parser layer class (each rule is a
// class field, each helper a method), the `alt` helper, the name of every token the rules can
// name (tokens.ts, keywords), and Chevrotain's version. The text is the JavaScript that runs, so
// each way of loading the sources (tsx, tsc's dist/, the esbuild bundle) has its own key: the
// generator certifies the key of the sources as tsx runs them (translate/gen-lookahead-cache.ts),
// the build certifies dist/'s and the bundle's by recording and comparing (scripts/bundle-cli.ts,
// grammar-cache-built.ts). Any other key (an edited rule, vitest's transform): Chevrotain
// records, as before. test/grammar/grammar-cache.test.ts fails while the kept tree is out of date.
import type { Rule as RuleNode, TokenType } from "chevrotain";
import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  VERSION,
} from "./chevrotain.ts";

/** Every GAST class a recording makes, by a stable code (class names may change in a bundle). */
const CLASSES: Record<string, { prototype: object }> = {
  Rule,
  NonTerminal,
  Terminal,
  Alternation,
  Alternative,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionWithSeparator,
  RepetitionMandatoryWithSeparator,
};
const CODES = new Map(Object.entries(CLASSES).map(([code, cls]) => [cls.prototype, code]));

/** Properties holding a token type: kept by name. */
const TOKEN_FIELDS = new Set(["terminalType", "separator"]);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A GAST node as JSON: its class code, then its own properties in order (children under
 * `_definition`, tokens as {"@": name}). `referencedRule` is left out: Chevrotain's resolver sets
 * it after recording, from `nonTerminalName`. */
function serializeNode(node: object): Json {
  const code = CODES.get(Object.getPrototypeOf(node) as object);
  if (code === undefined) throw new Error(`not a GAST node: ${String(node)}`);
  const out: Record<string, Json> = { $: code };
  for (const [key, value] of Object.entries(node)) {
    if (key === "referencedRule") continue;
    if (key === "_definition") out[key] = (value as object[]).map(serializeNode);
    else if (TOKEN_FIELDS.has(key)) out[key] = { "@": (value as TokenType).name };
    else if (value === undefined) out[key] = { u: 1 };
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      out[key] = value;
    else throw new Error(`GAST property ${key} of a ${code}: ${typeof value} is not kept`);
  }
  return out;
}

/** The recorded rules as the cache keeps them. */
export function serializeRules(rules: readonly RuleNode[]): string {
  return JSON.stringify(rules.map(serializeNode));
}

function deserializeNode(json: Record<string, Json>, tokens: Map<string, TokenType>): object {
  const node = Object.create(CLASSES[json.$ as string]!.prototype) as Record<string, unknown>;
  for (const key in json) {
    if (key === "$") continue;
    const value = json[key]!;
    if (key === "_definition")
      node[key] = (value as Record<string, Json>[]).map((c) => deserializeNode(c, tokens));
    else if (TOKEN_FIELDS.has(key)) {
      const name = (value as { "@": string })["@"];
      const type = tokens.get(name);
      if (type === undefined) throw new Error(`kept grammar names an unknown token ${name}`);
      node[key] = type;
    } else if (typeof value === "object" && value !== null) node[key] = undefined;
    else node[key] = value;
  }
  return node;
}

/** The kept rules, by name, with the token types of `vocabulary`. */
export function deserializeRules(
  text: string,
  vocabulary: readonly TokenType[],
): Map<string, RuleNode> {
  const tokens = new Map(vocabulary.map((t) => [t.name, t]));
  const rules = new Map<string, RuleNode>();
  for (const json of JSON.parse(text) as Record<string, Json>[]) {
    const rule = deserializeNode(json, tokens) as RuleNode;
    rules.set(rule.name, rule);
  }
  return rules;
}

/** cyrb53, a 53-bit string hash, and the text's length. Not for security: it tells apart the
 * texts one repository's history produces. One pass: it runs once per process on ~60 kB. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const h = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${h.toString(16).padStart(14, "0")}-${text.length}`;
}

/** What recording a parser depends on, beyond its classes: helpers and the tokens rules name. */
export interface GrammarInputs {
  /** Functions the rules call during recording that are not methods (e.g. `alt`). */
  helpers: readonly ((...args: never[]) => unknown)[];
  /** Namespaces rules take token types from (tokens.ts, its keywords), by property name. */
  tokenSpaces: readonly Record<string, unknown>[];
}

const isToken = (v: unknown): v is TokenType =>
  typeof v === "object" && v !== null && "tokenTypeIdx" in v && "name" in v;

/** The key of `parser`'s grammar: its class chain's text up to (not including) `base`. */
export function grammarKey(parser: object, base: unknown, inputs: GrammarInputs): string {
  const parts = [`chevrotain ${VERSION}`];
  for (
    let cls = (parser as { constructor: unknown }).constructor;
    typeof cls === "function" && cls !== base;
    cls = Object.getPrototypeOf(cls) as unknown
  )
    parts.push(Function.prototype.toString.call(cls));
  for (const helper of inputs.helpers) parts.push(Function.prototype.toString.call(helper));
  for (const space of inputs.tokenSpaces)
    for (const name of Object.keys(space).sort()) {
      const value = space[name];
      if (isToken(value)) parts.push(`${name}=${value.name}`);
    }
  return hash(parts.join("\n\u0000"));
}

/** A generated cache module's content. */
export interface GrammarCache {
  /** The keys the rules were recorded (or checked) for. */
  keys: readonly string[];
  /** serializeRules' text. */
  rules: string;
  /** The rules as lazy-lookahead.ts's grammarText writes them (its cache's key). */
  grammar: string;
}

/** Chevrotain 11's recorder (gast_recorder.js), which performSelfAnalysis drives. */
interface Recorder {
  definedRulesNames: string[];
  topLevelRuleRecord(name: string, def: () => void): RuleNode;
  enableRecording(): void;
  disableRecording(): void;
}

/** Replaces Chevrotain's recording by the kept tree of each rule; call before
 * performSelfAnalysis. False, and nothing replaced, when a rule of the parser is not kept (a
 * matching key rules that out). Recording mode is not entered: it adds ~90 recording methods to
 * the instance and deletes them after, which leaves the parser a slow dictionary object. */
export function useKeptRules(parser: object, rules: Map<string, RuleNode>): boolean {
  const self = parser as Recorder;
  if (!self.definedRulesNames.every((name) => rules.has(name))) return false;
  self.topLevelRuleRecord = (name: string) => rules.get(name)!;
  self.enableRecording = () => {};
  self.disableRecording = () => {};
  return true;
}
