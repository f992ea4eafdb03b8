// [perf: one shape] Card definitions and their texts as the database keeps them: every field of
// their type, in one order, absent ones `undefined`. They come from generated modules and builders
// with whatever optional fields a card or a text has, so V8 saw dozens of object shapes, and every
// `def.kind`, `def.source`, `def.cost`, `a.kind`, `a.condition`… of the priority walk, the payment
// search and the continuous effects was a megamorphic load (a stub-cache probe per read); with one
// shape each is a field read at a fixed offset (−2.5 % instructions a seed game, docs/engine.md).
// Shallow copies: effects, filters, keywords and lists stay the card's own objects (effect ids are
// keyed by the effect objects, cards/database.ts). A field reads what the card gave; only
// `Object.keys`, `in` and a strict deep comparison see the absent fields, and nothing in the engine
// asks them of a definition (the compiler emits the definitions it lowers, not these). The mapped
// types make a field added to CardDef or to an ability kind an error here until it is copied.
import type { Ability, CardDef } from "./definition.ts";

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
/** Every field some kind of ability has, each required (a missing one is a type error below). */
type AllAbilityFields = { [K in KeysOfUnion<Ability>]-?: unknown };

function uniformAbility(a: Ability): Ability {
  const x = a as Partial<Record<KeysOfUnion<Ability>, unknown>>;
  const all: AllAbilityFields = {
    kind: a.kind,
    gyakkyou: a.gyakkyou,
    condition: a.condition,
    eventMode: x.eventMode,
    timing: x.timing,
    cost: x.cost,
    on: x.on,
    fromHand: x.fromHand,
    fromRemoved: x.fromRemoved,
    mode: x.mode,
    targets: x.targets,
    effect: a.effect,
  };
  // (the same fields as `a`, the others undefined: still the ability `a` is)
  return all as Ability;
}

/** `d` with every CardDef field, in one order, its texts likewise. */
export function uniformDef(d: CardDef): CardDef {
  const all: { [K in keyof Required<CardDef>]: CardDef[K] } = {
    number: d.number,
    id: d.id,
    name: d.name,
    kind: d.kind,
    color: d.color,
    title: d.title,
    alsoTitles: d.alsoTitles,
    cost: d.cost,
    source: d.source,
    ap: d.ap,
    dp: d.dp,
    traits: d.traits,
    rarity: d.rarity,
    text: d.text,
    keywords: d.keywords,
    abilities: d.abilities?.map(uniformAbility),
    attachTo: d.attachTo,
    playRequirement: d.playRequirement,
  };
  return all;
}
