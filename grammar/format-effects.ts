// Formatting keywords, timings, triggers, effects and static effects in their canonical form.
import type {
  Amount,
  Duration,
  Effect,
  EffectStep,
  Gains,
  Keyword,
  PhaseTiming,
  Restriction,
  Selector,
  StaticEffect,
  TextCost,
  Timing,
  TriggerEvent,
  ZoneDestination,
} from "./ast.ts";
import {
  fmtCondition,
  fmtName,
  fmtPlayer,
  fmtPossessive,
  fmtSelector,
  fmtString,
  fmtTrait,
  isPlural,
} from "./format-selectors.ts";

/** `+10`, `-10`, `±0`. */
export const fmtSigned = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : "±0");
/** For `cost +N` / `source +N`, where the lexer reads `+0` but not `±0`. */
const fmtDelta = (n: number) => (n < 0 ? `-${-n}` : `+${n}`);

export function fmtTiming(t: Timing | PhaseTiming): string {
  return `[${t.phase}/${t.player}]`;
}

export function fmtKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active":
    case "break":
    case "combi":
    case "coins":
      return k.keyword;
    case "tennen":
      return `tennen ${k.n}`;
    case "freeEntry":
      return k.phases && k.phases.length > 0
        ? `free entry in ${k.phases.map(fmtTiming).join(", ")}`
        : "free entry";
    case "teamUp":
      return `team-up with ${"name" in k.partner ? fmtName(k.partner.name) : fmtTrait(k.partner.trait)}`;
    case "unimplemented": {
      const box = /^〔[^〕\n\r]*〕$/.test(k.raw) ? k.raw : `〔${k.name}${k.param ?? ""}〕`;
      return k.text !== undefined ? `${box} ▶ ${fmtString(k.text)}` : box;
    }
  }
}

function fmtAmount(a: Amount): string {
  return a.kind === "Number" ? String(a.value) : `count(${fmtSelector(a.of)})`;
}
const isOne = (a: Amount) => a.kind === "Number" && a.value === 1;

function fmtDuration(d: Duration | undefined): string {
  return !d ? "" : d.kind === "untilEndOfTurn" ? " until end of turn" : " this turn";
}

function fmtGains(g: Gains): string {
  const items: string[] = [];
  if (g.stat) items.push(`${fmtSigned(g.stat.ap)}/${fmtSigned(g.stat.dp)}`);
  if (g.cost !== undefined) items.push(`cost ${fmtDelta(g.cost)}`);
  for (const k of g.keywords) items.push(fmtKeyword(k));
  for (const t of g.traits ?? []) items.push(fmtTrait(t));
  const verb = isPlural(g.target) ? "get" : "gets";
  const per = g.per ? ` for each ${fmtSelector(g.per)}` : "";
  return `${fmtSelector(g.target)} ${verb} ${items.join(" and ")}${per}`;
}

export function fmtTrigger(t: TriggerEvent): string {
  switch (t.event) {
    case "cardPlayed":
      return `${fmtPlayer(t.player)} ${t.player === "you" ? "play" : "plays"} ${fmtSelector(t.card)}`;
    case "pointReceived":
      return `${fmtPlayer(t.player)} ${t.player === "you" ? "receive" : "receives"} a point`;
    case "levelUp":
      return `${fmtPlayer(t.player)} ${t.player === "you" ? "level" : "levels"} up into ${fmtSelector(t.card)}`;
    case "anyOf":
      return t.events.map(fmtTrigger).join(" or ");
    case "turnStart":
    case "turnEnd": {
      const whose = t.whose ? `${t.whose === "your" ? "your" : "the opponent's"} ` : "";
      return `${t.event === "turnStart" ? "start" : "end"} of ${whose}turn`;
    }
    case "phaseStart": {
      const whose = t.whose ? `${t.whose === "your" ? "your" : "the opponent's"} ` : "";
      return `start of ${whose}${t.phase} phase`;
    }
    default: {
      const verbs: Record<typeof t.event, string> = {
        enters: "enters",
        putOntoField: "is put onto the field",
        approaches: "approaches",
        blocks: "blocks",
        approachesOrBlocks: "approaches or blocks",
        isBlocked: "is blocked",
        givesPoint: t.byApproach ? "gives a point by approach" : "gives a point",
        leaves: t.approachOf ? `leaves by the approach of ${fmtSelector(t.approachOf)}` : "leaves",
        returnedToHand: "is returned to hand",
        usedAsCost: t.paying
          ? `is used as a cost for ${fmtSelector(t.paying)}`
          : "is used as a cost",
        putIntoPointPile: t.byApproach
          ? "is put into the point pile by approach"
          : "is put into the point pile",
      };
      return `${fmtSelector(t.subject)} ${verbs[t.event]}`;
    }
  }
}

export function fmtEffect(e: Effect): string {
  return e.steps
    .map(({ link, step }, i) => {
      const text = fmtStep(step);
      if (i === 0) return text;
      return link === "then"
        ? `; then ${text}`
        : link === "ifYouDo"
          ? `; if you do, ${text}`
          : `; ${text}`;
    })
    .join("");
}

/** A step inside another (may, if, at end of turn, or an option): a choice needs parentheses. */
function fmtInner(s: EffectStep): string {
  return s.kind === "Choice" ? `(${fmtStep(s)})` : fmtStep(s);
}

function fmtDestination(d: ZoneDestination): string {
  const who = fmtPossessive(d.owner);
  if (d.zone === "deck") return `on the ${d.position} of ${who} deck`;
  if (d.zone === "mainArea") return `onto ${who} main area`;
  if (d.zone === "supportArea") return `onto ${who} support area`;
  if (d.zone === "exDeck") return `into ${who} ex deck`;
  return `into ${who} ${d.zone === "pointPile" ? "point pile" : d.zone}`;
}

/** `2 coins`, `3 "タコスコイン" coins`: a named coin between the amount and the noun. */
function fmtCoins(s: Extract<EffectStep, { kind: "PutCoins" | "RemoveCoins" }>): string {
  const name = s.coin !== undefined ? ` ${fmtString(s.coin)}` : "";
  return `${fmtAmount(s.amount)}${name} ${isOne(s.amount) ? "coin" : "coins"}`;
}

export function fmtStep(s: EffectStep): string {
  const sel = fmtSelector;
  switch (s.kind) {
    case "Gets":
      return `${fmtGains(s)}${fmtDuration(s.duration)}`;
    case "SetStat":
      return `the ap/dp of ${sel(s.target)} becomes ${s.ap}/${s.dp}${fmtDuration(s.duration)}`;
    case "Draw":
      return s.player === "you"
        ? `draw ${fmtAmount(s.amount)}`
        : `${fmtPlayer(s.player)} draws ${fmtAmount(s.amount)}`;
    case "Trash":
      return `trash ${sel(s.target)}`;
    case "ReturnToHand":
      return `return ${sel(s.target)} to ${s.target.kind === "This" ? "your" : "its owner's"} hand`;
    case "Rest":
      return `rest ${sel(s.target)}`;
    case "Ready":
      return `ready ${sel(s.target)}`;
    case "PutCoins":
      return `put ${fmtCoins(s)} on ${sel(s.target)}`;
    case "RemoveCoins":
      return `remove ${fmtCoins(s)} from ${sel(s.target)}`;
    case "Move": {
      const face = s.faceDown === true ? " face down" : s.faceDown === false ? " face up" : "";
      return `put ${sel(s.target)} ${fmtDestination(s.to)}${face}${s.rested ? " rested" : ""}`;
    }
    case "LookAtTop":
      return `look at the top ${fmtAmount(s.amount)} ${isOne(s.amount) ? "card" : "cards"} of ${fmtPossessive(s.player)} deck`;
    case "Search": {
      const reveal = s.reveal ? " and reveal it" : "";
      const t = s.target;
      if (t.kind === "Query" && t.zone?.top !== undefined) {
        const { zone, ...rest } = t;
        const n = zone.top ?? 1;
        return `search the top ${n} ${n === 1 ? "card" : "cards"} of ${fmtPossessive(s.player)} deck for ${sel(rest)}${reveal}`;
      }
      const own = s.player === "opponent" ? "opponent's" : s.player === "you" ? "your" : undefined;
      if (t.kind === "Query" && t.zone?.zone === "exDeck" && own && t.zone.owner === own) {
        const { zone: _z, ...rest } = t;
        return `search ${fmtPossessive(s.player)} ex deck for ${sel(rest)}${reveal}`;
      }
      return `search ${fmtPossessive(s.player)} deck for ${sel(t)}${reveal}`;
    }
    case "Shuffle":
      return `shuffle ${fmtPossessive(s.player)} deck`;
    case "GivePoints":
      return `give ${fmtAmount(s.amount)} ${isOne(s.amount) ? "point" : "points"} to ${fmtPlayer(s.player)}`;
    case "TurnPoints":
      return `turn ${sel(s.target)} face ${s.face}`;
    case "ApproachAgain":
      return `${sel(s.target)} may approach again`;
    case "CostChange":
      return `the next ${fmtSelector(s.card, true)} ${fmtPlayer(s.player)} ${s.player === "you" ? "play" : "plays"} this turn gets cost ${fmtDelta(s.delta)}`;
    case "Battle":
      return `${sel(s.attacker)} ${isPlural(s.attacker) ? "battle" : "battles"} ${sel(s.defender)}`;
    case "Exile":
      return `exile ${sel(s.target)}`;
    case "PutRest": {
      if (s.to === "trash") return "put the rest into your trash";
      const order = s.order === "chosen" ? "in any order" : "in the same order";
      return `put the rest on the ${s.to === "deckTop" ? "top" : "bottom"} of your deck ${order}`;
    }
    case "Restrict":
      return `${fmtRestriction(s.target, s.restriction, true)}${fmtDuration(s.duration)}`;
    case "ResetStat":
      return `reset the ${s.which === "both" ? "ap/dp" : s.which} of ${sel(s.target)}`;
    case "Negate":
      return `negate the opponent's ${s.what}`;
    case "Swap":
      return `swap ${sel(s.hand)} with ${sel(s.point)}`;
    case "Designate":
      return `choose ${sel(s.target)}`;
    case "Must":
      return `${fmtPlayer(s.player)} must ${fmtInner(s.effect)}`;
    case "PlayBan":
      return `${fmtPlayer(s.player)} cannot play ${sel(s.card)} until end of ${s.until === "endOfMainPhase" ? "main phase" : "turn"}`;
    case "May":
      return `${fmtPlayer(s.player)} may ${fmtInner(s.effect)}`;
    case "Choice":
      // An option after the first that starts with a bare 「name」 is bracketed, or its `or` would
      // be read as a name alternative (`「A」 or 「B」`).
      return s.options
        .map((o, i) => {
          const t = fmtInner(o);
          return i > 0 && t.startsWith("「") ? `(${t})` : t;
        })
        .join(" or ");
    case "Group":
      return `(${s.steps.map(fmtStep).join("; ")})`;
    case "Conditional":
      return `if ${fmtCondition(s.condition)}, ${fmtInner(s.effect)}`;
    case "Delayed":
      return `at end of turn, ${fmtInner(s.effect)}`;
    case "CreateTrigger":
      return `this turn, ${s.mode === "if" ? "if" : "each time"} ${fmtTrigger(s.trigger)}${s.condition ? ` and ${fmtCondition(s.condition)}` : ""}: (${fmtEffect(s.effect)})`;
    case "Todo":
      return `todo ${fmtString(s.text)}`;
  }
}

export function fmtCost(c: TextCost): string {
  if (c.kind === "Rest") return "↓";
  if (c.kind === "ExtraCost") return fmtStep(c.effect);
  return c.color ? `[${c.color} ${c.amount}]` : `[${c.amount}]`;
}

export function fmtStatic(e: StaticEffect): string {
  const who = fmtSelector(e.target);
  switch (e.kind) {
    case "Gets":
      return fmtGains(e);
    case "SourceModifier":
      return `${who} ${isPlural(e.target) ? "get" : "gets"} source ${fmtDelta(e.delta)} when paying for ${fmtSelector(e.whenPaying)}`;
    case "CountsAs":
      return `${who} ${isPlural(e.target) ? "count" : "counts"} as ${fmtName(e.name)}`;
    case "Restriction":
      return fmtRestriction(e.target, e.restriction, false);
  }
}

/** A restriction with its subject; `step`: a one-shot restriction (`do not leave` agrees). */
function fmtRestriction(target: Selector, r: Restriction, step: boolean): string {
  const who = fmtSelector(target);
  switch (r.kind) {
    case "cannotBeBlocked":
      return `${who} cannot be blocked${r.by ? ` by ${fmtSelector(r.by)}` : ""}`;
    case "cannotBlock":
      return `${who} cannot block${r.target ? ` the approach of ${fmtSelector(r.target)}` : ""}`;
    case "canBlockWhileRested":
      return `${who} can block while rested`;
    case "mustApproach":
      return `${who} must approach`;
    case "doesNotLeave":
      return `${who} does not leave${r.when === "battle" ? " in battle" : r.when ? ` when ${r.when}` : ""}`;
    case "cannotLeave":
      // In a continuous text, `does not leave` with no `when` is doesNotLeave (the same rule).
      return `${who} ${step && isPlural(target) ? "do" : "does"} not leave`;
    case "cannotApproach":
      return `${who} cannot approach`;
  }
}
