// The decisions `apply` accepts at a position, found by brute force from the pending decision's
// shape and asked of `apply` one by one, against the decisions `legalDecisions` lists there
// (test/runtime/listing-complete.test.ts says what is enumerated, what is bounded and why).
// Nothing here calls the listing's code (legal.ts, pending.ts `legal`, legal-priority.ts,
// activate.ts's enumerator helpers): the candidates come from the card definitions and the zones.
import type { Ability, CardDef, ExtraCost, TargetSpec } from "../../runtime/cards/definition.ts";
import { readCtx } from "../../runtime/core/ctx.ts";
import type { Scope } from "../../runtime/rules/scope.ts";
import { candidates } from "../../runtime/rules/targets.ts";
import {
  apply,
  cardLabel,
  legalDecisions,
  type CardDb,
  type Decision,
  type GameState,
  type PlayerId,
} from "../../runtime/index.ts";

/** The listing's documented bounds (legal-priority.ts targetCombos, pending.ts). */
const TARGET_LISTS_CAP = 12;
const CHOOSE_CAP = 24;
const DISCARD_CAP = 16;
const ORDER_CAP = 24;
/** More than this many target lists or subsets of one size: bounded (see where it is used). */
const SUBSETS_CAP = 1024;

/** What one position gave. */
export interface PositionCheck {
  /** Readable discrepancies; empty when the listing and apply agree. */
  problems: string[];
  /** Distinct accepted decisions (canonical keys) found by brute force. */
  accepted: number;
  /** One accepted decision other than a pass (a declaration, at a priority window), if any. */
  declaration: Decision | undefined;
  /** Candidate decisions sent to apply (payment probes included). */
  applies: number;
  /** Where the brute force was bounded below the full space (see SUBSETS_CAP). */
  bounded: string[];
}

type Play = Extract<Decision, { type: "play" }>;
type Activate = Extract<Decision, { type: "activate" }>;

// A rejection for the payment alone: apply checks the payment last (play.ts checkPlay,
// activate.ts checkActivationChoices), so any other reason refuses the decision whatever pays.
const PAYMENT_REASONS = new Set([
  "cost/unpayable",
  "cost/no-matching-color-or-title",
  "cost/no-combi-name",
  "cost/overpaid",
  "cost/wrong-color",
  "cost/illegal-payment-card",
  "cost/duplicate-card",
]);
/** The set pays too little (source, color or title, combi name): so does every subset of it. */
const SHORT = new Set(["cost/unpayable", "cost/no-matching-color-or-title", "cost/no-combi-name"]);
/** This card cannot pay at all (checked per card, before the sum). */
const NOT_A_PAYER = new Set([
  "cost/wrong-color",
  "cost/illegal-payment-card",
  "cost/duplicate-card",
]);

/** apply's refusals of a card before the options of its play are read (play.ts checkPlay). */
const CARD_REFUSALS = new Set(["play/not-in-hand", "play/banned"]);
/**
 * apply's refusals of an event's text (its mode) or an activated text before its targets, extra
 * costs and payment are read (checkPlay, activate.ts checkActivate).
 */
const TEXT_REFUSALS = new Set([
  "play/not-in-hand",
  "play/banned",
  "play/no-such-mode",
  "play/no-timing",
  "timing/not-now",
  "play/requirement-not-met",
  "ability/not-on-field",
  "ability/no-such-ability",
  "ability/condition-not-met",
  "ability/texts-unusable",
  "ability/already-used",
  "cost/rested",
]);

/** apply's refusals of a break before its targets are read (pending.ts `break`). */
const BREAK_REFUSALS = new Set(["break/illegal", "play/banned"]);

/** The targets of a text (none for a text without). */
function specsIn(a: Ability | undefined): readonly TargetSpec[] {
  return (a && "targets" in a ? a.targets : undefined) ?? [];
}

/** The texts an event is played with: its modes, else its first activated text (rule 6.5). */
function eventTextsOf(def: CardDef): { texts: Ability[]; modal: boolean } {
  const texts = (def.abilities ?? []).filter((a) => a.kind === "activated");
  const modes = texts.filter((a) => a.eventMode);
  return modes.length > 0
    ? { texts: modes, modal: true }
    : { texts: texts.slice(0, 1), modal: false };
}

/** Every way to pick `k` of `items`, in order, while fewer than `cap` are made. */
function subsets(items: readonly number[], k: number, cap = Infinity): number[][] {
  const out: number[][] = [];
  const rec = (start: number, cur: number[]): void => {
    if (out.length >= cap) return;
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < items.length; i++) rec(i + 1, [...cur, items[i]!]);
  };
  rec(0, []);
  return out;
}

function permutationsOf(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) =>
    permutationsOf(items.filter((_, j) => j !== i)).map((rest) => [x, ...rest]),
  );
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** Cross product of per-part options. */
function product<T>(parts: readonly (readonly T[])[]): T[][] {
  return parts.reduce<T[][]>((acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, o])), [[]]);
}

/** A decision as a key: the payment and the extra-cost cards dropped, each card list sorted. */
export function decisionKey(d: Decision): string {
  const sorted = (xs: readonly number[] | undefined) => (xs ? [...xs].sort((a, b) => a - b) : xs);
  switch (d.type) {
    case "play":
      return JSON.stringify([
        d.type,
        d.card,
        d.area ?? null,
        d.replace ?? null,
        d.host ?? null,
        d.mode ?? null,
        (d.targets ?? []).map(sorted),
      ]);
    case "activate":
      return JSON.stringify([d.type, d.card, d.ability, (d.targets ?? []).map(sorted)]);
    case "mulligan":
      return JSON.stringify([d.type, d.redraw]); // the order: one of many, see the test's header
    case "discard":
    case "choose":
      return JSON.stringify([d.type, sorted(d.cards)]);
    case "break":
      return JSON.stringify([d.type, d.card, (d.targets ?? []).map(sorted)]);
    case "targets":
      return JSON.stringify([d.type, d.targets.map(sorted)]);
    default: {
      const { player: _, ...rest } = d;
      return JSON.stringify(rest);
    }
  }
}

/** The key without its target lists: the declaration the targets are chosen for. */
function shapeKey(key: string): string {
  const parts = JSON.parse(key) as unknown[];
  const type = parts[0] as Decision["type"];
  if (type === "play" || type === "activate" || type === "break")
    return JSON.stringify(parts.slice(0, -1));
  // one choice among many: all of a kind compared together
  return type === "targets" || type === "choose" || type === "discard" || type === "order"
    ? type
    : key;
}

/** Brute force over one position. */
class Brute {
  readonly ctx;
  readonly p: PlayerId;
  applies = 0;
  readonly bounded: string[] = [];
  /** Accepted decisions by key (the first accepted form of each). */
  readonly accepted = new Map<string, Decision>();
  /** Payment found per payment question (the card, or card + text + extra-cost cards). */
  private readonly payments = new Map<string, number[] | null>();

  constructor(
    readonly state: GameState,
    readonly db: CardDb,
  ) {
    this.ctx = readCtx(state, db);
    this.p = (state.pending as { player: PlayerId }).player;
  }

  def(id: number): CardDef {
    return this.db.byId.get(this.state.cards[id]!.def)!;
  }

  /** apply's answer: null when accepted, else the rejection's reason. */
  reason(d: Decision): string | null {
    this.applies++;
    const r = apply(this.state, d);
    return r.ok ? null : r.reason;
  }

  accept(d: Decision): void {
    const key = decisionKey(d);
    if (!this.accepted.has(key)) this.accepted.set(key, d);
  }

  /** Send `d` through apply; keep it when accepted. */
  offer(d: Decision): void {
    if (this.reason(d) === null) this.accept(d);
  }

  /** Cards of both players in these zones. */
  zones(...zs: ("main" | "support" | "attached")[]): number[] {
    return this.state.players.flatMap((ps) => zs.flatMap((z) => ps[z]));
  }

  /**
   * Cards of the deciding player in these zones: plays are tried for the hand and the removed zone
   * (rule 6.1; SG 01-050 plays from there), texts for the field (rule 7.1), breaks for the point
   * pile (rule 7.5) — apply refuses any other card first thing (play/not-in-hand,
   * ability/not-on-field, break/illegal).
   */
  own(...zs: ("hand" | "removed" | "main" | "support" | "attached" | "points")[]): number[] {
    const ps = this.state.players[this.p];
    return zs.flatMap((z) => ps[z] ?? []);
  }

  /**
   * Every target list for `specs`: per spec, each subset of the validator's candidates of every
   * size from none to the most the spec could take. Over SUBSETS_CAP lists in all: only the sizes
   * the listing offers (the most, and the fewest for 任意の枚数), noted in `bounded`.
   */
  targetLists(specs: readonly TargetSpec[], scope: Scope, where: string): number[][][] {
    const perSpec = specs.map((spec) => {
      const cands = candidates(this.ctx, spec, scope);
      const most = spec.anyNumber ? cands.length : Math.min(spec.n, cands.length);
      let total = 0;
      for (let k = 0; k <= most; k++) total += binomial(cands.length, k);
      return { cands, most, fewest: Math.min(spec.n, most), total };
    });
    const lists = perSpec.reduce((n, x) => n * x.total, 1);
    const full = lists <= SUBSETS_CAP;
    if (!full) this.bounded.push(`${where}: ${lists} target lists, tried at the listing's sizes`);
    return product(
      perSpec.map(({ cands, most, fewest }) =>
        (full
          ? Array.from({ length: most + 1 }, (_, k) => k)
          : [...new Set([most, fewest])]
        ).flatMap((k) => subsets(cands, k, SUBSETS_CAP)),
      ),
    );
  }

  /**
   * Send a declaration with some payment through apply. The payment is searched with apply as the
   * oracle, once per payment question: the payers are the player's hand and face-up point cards
   * (rule 5.1; those apply refuses one by one taken out, when it refuses them all for one of
   * them); from all of them, a card is dropped while the rest still
   * pays (apply's reason `cost/overpaid`) until the set is minimal, which apply accepts; a set
   * that pays too little (`SHORT`) means no subset pays. O(payers²) applies, not 2^payers.
   */
  declare<D extends Play | Activate>(d: D, question: string, exclude: readonly number[]): void {
    const known = this.payments.get(question);
    if (known !== undefined) {
      const r = this.reason({ ...d, pay: known ?? [] });
      if (r === null) this.accept({ ...d, pay: known ?? [] });
      if (known === null || r === null || !PAYMENT_REASONS.has(r)) return;
    }
    const first = this.reason({ ...d, pay: [] });
    if (first === null)
      return void (this.payments.set(question, []), this.accept({ ...d, pay: [] }));
    if (!PAYMENT_REASONS.has(first)) return;
    const ps = this.state.players[this.p];
    // the hand and the face-up points (rule 5.1); the cards apply refuses one by one taken out
    let pool = [...ps.hand, ...ps.points].filter(
      (c) =>
        c !== d.card &&
        !exclude.includes(c) &&
        (this.state.cards[c]!.zone === "hand" || this.state.cards[c]!.faceUp),
    );
    let r = this.reason({ ...d, pay: pool });
    if (r !== null && NOT_A_PAYER.has(r)) {
      pool = pool.filter((c) => {
        const one = this.reason({ ...d, pay: [c] });
        return one === null || !NOT_A_PAYER.has(one);
      });
      r = this.reason({ ...d, pay: pool });
    }
    if (r !== null && !SHORT.has(r) && r !== "cost/overpaid")
      throw new Error(`payment search: apply refused all payers with ${r}: ${JSON.stringify(d)}`);
    let pay: number[] | null = r !== null && SHORT.has(r) ? null : pool;
    while (pay && r === "cost/overpaid") {
      const from: number[] = pay;
      let next: number[] | null = null;
      for (const c of from) {
        const fewer = from.filter((x) => x !== c);
        const rr = this.reason({ ...d, pay: fewer });
        if (rr === null || rr === "cost/overpaid") {
          next = fewer;
          r = rr;
          break;
        }
      }
      if (!next) throw new Error(`no minimal payment below an overpaid one: ${JSON.stringify(d)}`);
      pay = next;
    }
    this.payments.set(question, pay);
    if (pay) this.accept({ ...d, pay });
  }

  /**
   * Is the card (or its text) refused before any of the decision's options is read? Then its
   * options are not tried. (Should apply read an option first, a listed decision would show as
   * one the brute force did not find: the gate cannot hide a missing one silently.)
   */
  gated(d: Decision, reasons: ReadonlySet<string>): boolean {
    const r = this.reason(d);
    return r !== null && reasons.has(r);
  }

  /** Plays: each card in the hand or the removed zone, each area / replacement / host / mode / targets. */
  plays(): void {
    const p = this.p;
    const main = this.zones("main");
    const hosts = this.zones("main", "support", "attached");
    for (const card of this.own("hand", "removed")) {
      const def = this.def(card);
      const base: Play = { type: "play", player: p, card, pay: [] };
      if (this.gated(base, CARD_REFUSALS)) continue;
      if (def.kind === "character") {
        for (const replace of [undefined, ...main])
          this.declare(
            { ...base, area: "main", ...(replace === undefined ? {} : { replace }) },
            `${card}`,
            [],
          );
        this.declare({ ...base, area: "support" }, `${card}`, []);
      } else if (def.kind === "support") {
        for (const host of hosts) this.declare({ ...base, host }, `${card}`, []);
      } else {
        const { texts, modal } = eventTextsOf(def);
        texts.forEach((a, mode) => {
          const d: Play = modal ? { ...base, mode } : base;
          if (this.gated(d, TEXT_REFUSALS)) return;
          for (const targets of this.targetLists(
            specsIn(a),
            { source: card, controller: p },
            `play ${card}`,
          ))
            this.declare({ ...d, targets }, `${card}`, []);
        });
      }
    }
  }

  /** Activations: every text of every own card outside the deck, every extra-cost choice. */
  activations(): void {
    const p = this.p;
    const ps = this.state.players[p];
    for (const card of this.own("main", "support", "attached")) {
      (this.def(card).abilities ?? []).forEach((a, ability) => {
        if (a.kind !== "activated") return;
        const d: Activate = { type: "activate", player: p, card, ability, pay: [] };
        if (this.gated(d, TEXT_REFUSALS)) return;
        const extraLists = (a.cost?.extra ?? []).map((x: ExtraCost) =>
          x.pay === "trashFromHand"
            ? subsets(ps.hand, x.n)
            : x.pay === "restOther"
              ? subsets([...ps.main, ...ps.support], x.n)
              : [[]],
        );
        const targetLists = this.targetLists(
          a.targets ?? [],
          { source: card, controller: p },
          `text ${card}:${ability}`,
        );
        for (const extra of product(extraLists)) {
          const cards = extra.flat();
          if (new Set(cards).size !== cards.length) continue; // one card, two extra costs
          for (const targets of targetLists)
            this.declare(
              extra.length > 0 ? { ...d, extra, targets } : { ...d, targets },
              `${card}:${ability}:${cards.join()}`,
              cards,
            );
        }
      });
    }
  }

  /** Choices of `k` among `options` for every k in `sizes` (bounded by SUBSETS_CAP). */
  picks(options: readonly number[], sizes: readonly number[], where: string): number[][] {
    let total = 0;
    for (const k of sizes) total += binomial(options.length, k);
    if (total > SUBSETS_CAP)
      this.bounded.push(`${where}: ${total} choices, at most ${SUBSETS_CAP} of each size`);
    return sizes.flatMap((k) => subsets(options, k, SUBSETS_CAP));
  }

  run(): void {
    const s = this.state;
    const p = this.p;
    const pd = s.pending;
    switch (pd.kind) {
      case "over":
        return;
      case "goFirst":
        for (const first of [true, false]) this.offer({ type: "goFirst", player: p, first });
        return;
      case "mulligan": {
        this.offer({ type: "mulligan", player: p, redraw: false });
        const hand = s.players[p].hand;
        // a few orders of the hand: its order, reversed, and with each card first
        for (const order of [
          hand,
          [...hand].reverse(),
          ...hand.map((c) => [c, ...hand.filter((x) => x !== c)]),
        ])
          this.offer({ type: "mulligan", player: p, redraw: true, order });
        return;
      }
      case "priority":
        this.offer({ type: "pass", player: p });
        this.plays();
        this.activations();
        return;
      case "approach": {
        this.offer({ type: "endApproach", player: p });
        const field = this.zones("main", "support");
        for (const card of field) {
          // a character apply refuses to approach (approachRefusal) is refused with any partner
          const alone = this.reason({ type: "approach", player: p, card });
          if (alone === null) this.accept({ type: "approach", player: p, card });
          if (alone === "approach/illegal") continue;
          for (const partner of field)
            if (partner !== card) this.offer({ type: "approach", player: p, card, partner });
        }
        return;
      }
      case "block":
        this.offer({ type: "noBlock", player: p });
        for (const card of this.zones("main", "support"))
          this.offer({ type: "block", player: p, card });
        return;
      case "pickDp":
        for (const card of this.zones("main", "support"))
          this.offer({ type: "pickDp", player: p, card });
        return;
      case "handLimit":
        for (const cards of this.picks(s.players[p].hand, [pd.n], "discard"))
          this.offer({ type: "discard", player: p, cards });
        return;
      case "orderTriggers":
        for (const order of permutationsOf(pd.items))
          this.offer({ type: "order", player: p, order });
        return;
      case "triggerTargets": {
        const t = pd.trigger;
        const a = this.def(t.source).abilities?.[t.ability];
        const scope: Scope = { source: t.source, controller: t.controller, eventCard: t.eventCard };
        for (const targets of this.targetLists(specsIn(a), scope, "trigger"))
          this.offer({ type: "targets", player: p, targets });
        return;
      }
      case "break":
        this.offer({ type: "noBreak", player: p });
        for (const card of this.own("points")) {
          if (this.gated({ type: "break", player: p, card }, BREAK_REFUSALS)) continue;
          for (const a of this.def(card).abilities ?? [])
            if (a.kind === "activated")
              for (const targets of this.targetLists(
                a.targets ?? [],
                { source: card, controller: p },
                `break ${card}`,
              ))
                this.offer({ type: "break", player: p, card, targets });
        }
        return;
      case "choose": {
        // the sizes the choice asks for, largest first (the listing's order)
        const sizes = Array.from({ length: pd.max - pd.min + 1 }, (_, i) => pd.max - i);
        for (const cards of this.picks(pd.options, sizes, "choose"))
          this.offer({ type: "choose", player: p, cards });
        return;
      }
      case "may":
        for (const accept of [true, false]) this.offer({ type: "may", player: p, accept });
        return;
      case "option":
        for (let index = 0; index < pd.count; index++)
          this.offer({ type: "option", player: p, index });
        return;
    }
  }
}

/** The target specs of a listed declaration's text. */
function specsOf(b: Brute, d: Decision): readonly TargetSpec[] {
  if (d.type === "activate") return specsIn(b.def(d.card).abilities?.[d.ability]);
  if (d.type === "play" || d.type === "break") {
    const { texts, modal } = eventTextsOf(b.def(d.card));
    return specsIn(texts[modal && d.type === "play" ? (d.mode ?? 0) : 0]);
  }
  if (d.type === "targets" && b.state.pending.kind === "triggerTargets") {
    const t = b.state.pending.trigger;
    return specsIn(b.def(t.source).abilities?.[t.ability]);
  }
  return [];
}

/**
 * The target lists the listing promises for one declaration, out of those apply accepts: every
 * spec at the most cards accepted for it (and, for 任意の枚数, also at the fewest), as
 * targetCombos offers them.
 */
function promisedTargets(
  specs: readonly TargetSpec[],
  accepted: readonly number[][][],
): number[][][] {
  return accepted.filter((lists) =>
    specs.every((spec, i) => {
      const sizes = accepted.map((l) => l[i]?.length ?? 0);
      const n = lists[i]?.length ?? 0;
      return n === Math.max(...sizes) || (spec.anyNumber === true && n === Math.min(...sizes));
    }),
  );
}

/** Compare what apply accepts at `state` with what `legalDecisions` lists there. */
export function checkListing(state: GameState, db: CardDb): PositionCheck {
  const b = new Brute(state, db);
  b.run();
  const listed = legalDecisions(state);
  const problems: string[] = [];
  // the decision, and what its cards are
  const show = (d: Decision) => {
    const ids = [
      d.type === "play" || d.type === "activate" || d.type === "break" ? d.card : undefined,
      d.type === "play" ? d.host : undefined,
      d.type === "play" ? d.replace : undefined,
    ].filter((c): c is number => c !== undefined);
    return `${JSON.stringify(d)}${ids.length ? ` [${ids.map((c) => cardLabel(db, state, c)).join("; ")}]` : ""}`;
  };
  const listedKeys = new Map<string, Decision>();
  for (const d of listed) {
    listedKeys.set(decisionKey(d), d);
    const r = b.reason(d);
    if (r !== null) problems.push(`listed but refused by apply (${r}): ${show(d)}`);
  }
  // Group both sides by declaration (targets aside) and compare per group, with the listing's bounds.
  const groups = new Map<string, { acc: string[]; lst: string[] }>();
  const group = (k: string) => {
    const g = shapeKey(k);
    let e = groups.get(g);
    if (!e) groups.set(g, (e = { acc: [], lst: [] }));
    return e;
  };
  for (const k of b.accepted.keys()) group(k).acc.push(k);
  for (const k of listedKeys.keys()) group(k).lst.push(k);
  const pd = state.pending;
  for (const { acc, lst } of groups.values()) {
    const accSet = new Set(acc);
    for (const k of lst)
      if (!accSet.has(k))
        problems.push(`listed, not found accepted by the brute force: ${show(listedKeys.get(k)!)}`);
    if (acc.length === 0) continue;
    if (lst.length === 0) {
      problems.push(
        `missing: ${show(b.accepted.get(acc[0]!)!)} (accepted by apply, nothing like it listed${acc.length > 1 ? `; ${acc.length} accepted forms` : ""})`,
      );
      continue;
    }
    const sample = b.accepted.get(acc[0]!)!;
    let promised = acc;
    let cap = Infinity;
    if (
      sample.type === "play" ||
      sample.type === "activate" ||
      sample.type === "break" ||
      sample.type === "targets"
    ) {
      const specs = specsOf(b, sample);
      const lists = acc.map((k) => {
        const parts = JSON.parse(k) as unknown[];
        return parts[parts.length - 1] as number[][];
      });
      const keep = new Set(promisedTargets(specs, lists).map((l) => JSON.stringify(l)));
      promised = acc.filter((_, i) => keep.has(JSON.stringify(lists[i])));
      cap = TARGET_LISTS_CAP;
    } else if (pd.kind === "choose") {
      // the listing offers the largest choices first, 24 in all
      const size = (k: string) => (JSON.parse(k) as [string, number[]])[1].length;
      const ordered = [...acc].sort((x, y) => size(y) - size(x));
      if (ordered.length > CHOOSE_CAP) {
        const least = Math.min(...lst.map(size));
        promised = ordered.filter((k) => size(k) > least);
      }
      cap = CHOOSE_CAP;
    } else if (pd.kind === "handLimit") cap = DISCARD_CAP;
    else if (pd.kind === "orderTriggers") cap = ORDER_CAP;
    const lstSet = new Set(lst);
    const missing = promised.filter((k) => !lstSet.has(k));
    if (pd.kind === "choose" && acc.length > cap && lst.length < cap)
      problems.push(
        `${lst.length} choices listed of ${acc.length} accepted (the listing offers ${cap})`,
      );
    if (promised.length <= cap || pd.kind === "choose") {
      for (const k of missing)
        problems.push(`missing: ${show(b.accepted.get(k)!)} (accepted by apply, not listed)`);
    } else if (lst.length < cap)
      problems.push(
        `${lst.length} listed of ${promised.length} accepted like ${show(sample)} (the listing offers ${cap}); first missing: ${show(b.accepted.get(missing[0]!)!)}`,
      );
  }
  let declaration: Decision | undefined;
  for (const d of b.accepted.values()) if (d.type !== "pass") declaration ??= d;
  return {
    problems,
    accepted: b.accepted.size,
    declaration,
    applies: b.applies,
    bounded: b.bounded,
  };
}
