// A card that changes zones is a new object (MOVED_CARD_IS_A_NEW_OBJECT): the cards an effect
// chose and kept for later — a delayed effect's `it` (`at end of turn, ready it`), a created
// trigger's bound card (`this turn, if it gives a point …`) — no longer include it. Moving within
// the field (main area ↔ support area) keeps the object, as it keeps its modifiers (zones.ts).
import { own, type Ctx } from "../core/ctx.ts";
import type { Chosen, DelayedEffect, PendingTrigger, StackItem } from "../core/state.ts";

/** Drop card `id` from every kept choice; called by `moveCard` after the move's own events. */
export function forgetMovedCard(ctx: Ctx, id: number): void {
  const s = ctx.s;
  // [perf: no garbage] nothing kept anywhere (most moves): the four tests of forgetIn ask `some`
  // of empty lists, each with a new closure (and a context for `id`, allocated on every call of
  // the function that holds them, hence a function of their own)
  if (s.delayed.length === 0 && s.triggers.length === 0 && s.stack.length === 0) return;
  forgetIn(ctx, id);
}

function forgetIn(ctx: Ctx, id: number): void {
  const s = ctx.s;
  // a text granted to the card (以下のテキストを得る) was the old object's: it goes with it
  if (s.delayed.some((d) => d.granted && d.source === id))
    s.delayed = s.delayed.filter((d) => !(d.granted && d.source === id));
  if (s.delayed.some((d) => keeps(d, id))) {
    const list = own(ctx, "delayed");
    for (let i = 0; i < list.length; i++)
      if (keeps(list[i]!, id)) list[i] = withoutDelayed(list[i]!, id);
  }
  if (s.triggers.some((t) => t.chosen && chosenHas(t.chosen, id))) {
    const list = own(ctx, "triggers");
    for (let i = 0; i < list.length; i++) {
      const t = list[i]!;
      if (t.chosen && chosenHas(t.chosen, id))
        list[i] = { ...t, chosen: chosenWithout(t.chosen, id) } satisfies PendingTrigger;
    }
  }
  if (s.stack.some((item) => stackKeeps(item, id))) {
    const list = own(ctx, "stack");
    for (let i = 0; i < list.length; i++) {
      const item = list[i]!;
      if (!stackKeeps(item, id)) continue;
      const chosen = chosenWithout({ vars: item.vars!, targets: item.targets }, id);
      list[i] = { ...item, vars: chosen.vars, targets: chosen.targets } satisfies StackItem;
    }
  }
}

function keeps(d: DelayedEffect, id: number): boolean {
  return (d.bound?.includes(id) ?? false) || (d.chosen !== undefined && chosenHas(d.chosen, id));
}

function withoutDelayed(d: DelayedEffect, id: number): DelayedEffect {
  const out: DelayedEffect = { ...d };
  if (d.bound) out.bound = d.bound.filter((c) => c !== id);
  if (d.chosen) out.chosen = chosenWithout(d.chosen, id);
  return out;
}

/** Only a delayed item carries kept bindings; other items' targets are rechecked on resolution. */
function stackKeeps(item: StackItem, id: number): boolean {
  return item.vars !== undefined && chosenHas({ vars: item.vars, targets: item.targets }, id);
}

function chosenHas(c: Chosen, id: number): boolean {
  for (const ids of Object.values(c.vars)) if (ids.includes(id)) return true;
  return c.targets.some((t) => t.includes(id));
}

function chosenWithout(c: Chosen, id: number): Chosen {
  const vars: Record<string, number[]> = {};
  for (const [name, ids] of Object.entries(c.vars)) vars[name] = ids.filter((x) => x !== id);
  return { vars, targets: c.targets.map((t) => t.filter((x) => x !== id)) };
}
