// Structural check of a decision received from outside (a CLI, a network, a test): field types,
// and no field the kind does not have, so that malformed input is rejected as `decision/invalid`
// before any rule is consulted. Strict on purpose: a client that sends `cards` to a `block` or
// misspells `targets` would otherwise see its intent silently dropped (issue 14).
import type { Decision } from "./decision.ts";

/** Every field of each kind of decision (besides `type` and `player`), as in core/decision.ts. */
const FIELDS: { readonly [K in Decision["type"]]: readonly string[] } = {
  goFirst: ["first"],
  mulligan: ["redraw", "order"],
  pass: [],
  play: ["card", "pay", "area", "replace", "host", "targets", "mode"],
  activate: ["card", "ability", "pay", "extra", "targets"],
  approach: ["card", "partner"],
  endApproach: [],
  block: ["card"],
  noBlock: [],
  pickDp: ["card"],
  discard: ["cards"],
  order: ["order"],
  targets: ["targets"],
  break: ["card", "targets"],
  noBreak: [],
  choose: ["cards"],
  may: ["accept"],
  option: ["index"],
};

/** The first own field that `type` does not have (own keys only: `__proto__` from JSON counts). */
function unknownField(x: object, type: Decision["type"]): string | undefined {
  const allowed = FIELDS[type];
  // [perf] for…in over own keys (the order of Object.keys), not a key array and a closure per
  // decision: apply checks every decision's shape
  // [perf: own-key test last] the same four tests, the builtin call only for a key that is not
  // one of the kind's (side-effect-free tests: their order does not change the answer)
  for (const k in x)
    if (k !== "type" && k !== "player" && !allowed.includes(k) && Object.hasOwn(x, k)) return k;
  return undefined;
}

const isInt = (x: unknown): boolean => Number.isInteger(x);
// [perf: no callback] loops, not `every` with a callback per element (apply checks every
// decision); a hole is skipped, as `every` skips it
function isIntList(x: unknown): boolean {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (!Number.isInteger(x[i]) && i in x) return false;
  return true;
}
function isIntLists(x: unknown): boolean {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (!isIntList(x[i]) && i in x) return false;
  return true;
}
const isArea = (a: unknown): boolean => a === "main" || a === "support";
const opt = (x: unknown, test: (y: unknown) => boolean): boolean => x === undefined || test(x);

/** A problem description, or null when the decision has the right shape. */
export function decisionShapeProblem(d: unknown): string | null {
  if (typeof d !== "object" || d === null) return "a decision is an object";
  const x = d as Record<string, unknown> & Partial<Decision>;
  if (x.player !== 0 && x.player !== 1) return "player must be 0 or 1";
  if (typeof x.type === "string" && Object.hasOwn(FIELDS, x.type)) {
    const extra = unknownField(x, x.type);
    if (extra !== undefined)
      return `unknown field ${JSON.stringify(extra)} on a ${x.type} decision (it has ${["type", "player", ...FIELDS[x.type]].join(", ")})`;
  }
  switch (x.type) {
    case "goFirst":
      return typeof x.first === "boolean" ? null : "goFirst needs first: boolean";
    case "mulligan":
      return typeof x.redraw === "boolean" && opt(x.order, isIntList)
        ? null
        : "mulligan needs redraw: boolean, order?: number[]";
    case "pass":
    case "endApproach":
    case "noBlock":
    case "noBreak":
      return null;
    case "play":
      return isInt(x.card) &&
        isIntList(x.pay) &&
        opt(x.area, isArea) &&
        opt(x.replace, isInt) &&
        opt(x.host, isInt) &&
        opt(x.targets, isIntLists) &&
        opt(x.mode, isInt)
        ? null
        : "play needs card, pay: number[], area?, replace?, host?, targets?: number[][], mode?";
    case "activate":
      return isInt(x.card) &&
        isInt(x.ability) &&
        opt(x.pay, isIntList) &&
        opt(x.extra, isIntLists) &&
        opt(x.targets, isIntLists)
        ? null
        : "activate needs card, ability, pay?, extra?, targets?";
    case "approach":
      return isInt(x.card) && opt(x.partner, isInt) ? null : "approach needs card, partner?";
    case "block":
    case "pickDp":
      return isInt(x.card) ? null : `${x.type} needs card`;
    case "discard":
    case "choose":
      return isIntList(x.cards) ? null : `${x.type} needs cards: number[]`;
    case "order":
      return isIntList(x.order) ? null : "order needs order: number[]";
    case "targets":
      return isIntLists(x.targets) ? null : "targets needs targets: number[][]";
    case "break":
      return isInt(x.card) && opt(x.targets, isIntLists) ? null : "break needs card, targets?";
    case "may":
      return typeof x.accept === "boolean" ? null : "may needs accept: boolean";
    case "option":
      return isInt(x.index) ? null : "option needs index";
    default:
      return `unknown decision type ${JSON.stringify(x.type)}`;
  }
}
