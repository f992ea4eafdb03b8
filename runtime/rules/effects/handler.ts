// What an effect handler is, and the few helpers every family of handlers shares. The handlers
// themselves live in one small file per family (choices.ts, moves.ts, stats.ts, …) next to the
// builders that make those effects; table.ts gathers them into the one record keyed by effect kind
// that resolution.ts dispatches on.
import type { Effect } from "../../cards/definition.ts";
import type { Ctx } from "../../core/ctx.ts";
import type { Pending, PlayerId, Resolution } from "../../core/state.ts";
import { onField, type Scope } from "../scope.ts";

export type EffectKind = Effect["do"];
export type EffectOf<K extends EffectKind> = Extract<Effect, { do: K }>;

/** The effect is finished: the work list goes on. */
export type Done = true;
declare const waiting: unique symbol;
/** The effect waits for a decision (`state.pending` is set); only `wait` makes one. */
export type Waiting = false & { readonly [waiting]: true };

/** A decision that answers a waiting effect, already checked against the question it answers. */
export type Answer =
  | { kind: "choose"; player: PlayerId; cards: number[] }
  | { kind: "may"; player: PlayerId; accept: boolean }
  | { kind: "option"; player: PlayerId; index: number };
export type AnswerKind = Answer["kind"];

/**
 * Run effect `e` (effect-table id `id`) of the resolution `r`, read from `scope` (the resolving
 * item's point of view). Effects the rules treat as "did something" set `r.did` (その場合).
 */
type Run<K extends EffectKind, R> = (
  ctx: Ctx,
  r: Resolution,
  e: EffectOf<K>,
  scope: Scope,
  id: number,
) => R;

/** An effect that never waits. */
interface Immediate<K extends EffectKind> {
  run: Run<K, Done>;
  answers?: never;
}

/** An effect that may wait for a decision: what kind of decision, and how it then finishes. */
interface Waits<K extends EffectKind, A extends AnswerKind> {
  run: Run<K, Done | Waiting>;
  answers: A;
  resume(ctx: Ctx, r: Resolution, e: EffectOf<K>, answer: Extract<Answer, { kind: A }>): void;
}

export type EffectHandler<K extends EffectKind> =
  Immediate<K> | Waits<K, "choose"> | Waits<K, "may"> | Waits<K, "option">;

/** One handler per effect kind: adding a kind to `Effect` fails to compile until it has one. */
export type EffectHandlers = { [K in EffectKind]: EffectHandler<K> };
/** The handlers of one family file. */
export type EffectFamily = Partial<EffectHandlers>;

/** Pause the resolution on effect `id` until `pending` is answered (the handler's `resume`). */
export function wait(ctx: Ctx, r: Resolution, id: number, pending: Pending): Waiting {
  r.waiting = id;
  ctx.s.pending = pending;
  return false as Waiting;
}

/** The effect-table id of a (sub-)effect: the work list holds ids, not objects. */
export function eid(ctx: Ctx, e: Effect): number {
  return ctx.db.effectIds.get(e)!;
}

export function onFieldOnly(ctx: Ctx, ids: number[]): number[] {
  return ids.filter((id) => onField(ctx, id));
}
