// The words of a refused approach or block (issue 16: a judge reads why, with the rule or the
// keyword that refuses). approach.ts decides with codes; this file words a code only when a decision
// is actually refused, so the legal-move lists never build these strings.
import { named, type Ctx } from "../core/ctx.ts";
import {
  approachBar,
  attackerUnblockable,
  battleAttackers,
  blockBar,
  blockForbiddenBetween,
  type ApproachBar,
  type BlockBar,
} from "./approach.ts";
import { tennenRefusal } from "./keywords/index.ts";

const APPROACH: Record<ApproachBar, (it: string) => string> = {
  "no-card": (it) => `there is no card ${it}`,
  "not-in-main": (it) => `${it} is not in the turn player's main area (rule 8.3)`,
  rested: (it) => `${it} is rested: only a ready character approaches (rule 8.3)`,
  "first-turn": () => "the first player cannot approach on the first turn (rule 8.1)",
  approached: (it) => `${it} has already approached this turn (rules 8.3, 8.7)`,
  entered: (it) => `${it} entered this turn and has no 〔アクティブ〕 (rules 8.3, 7.3)`,
  forbidden: (it) => `${it} cannot approach: an effect forbids it (アプローチできない)`,
  limited: (it) =>
    `${it} cannot approach: a limit on how many characters take part in approaches this turn is reached (…枚以上アプローチに参加させることができない)`,
};

/** Why this character cannot approach now; null if it can. */
export function approachRefusal(ctx: Ctx, id: number): string | null {
  const bar = approachBar(ctx, id);
  return bar === null ? null : APPROACH[bar](named(ctx, id));
}

/** Why this card cannot block the current approach; null if it can. */
export function blockRefusal(ctx: Ctx, id: number): string | null {
  const bar = blockBar(ctx, id);
  return bar === null ? null : BLOCK[bar](ctx, id);
}

const BLOCK: Record<BlockBar, (ctx: Ctx, id: number) => string> = {
  "no-battle": () => "there is no approach to block (rule 8.4)",
  "no-card": (ctx, id) => `there is no card ${named(ctx, id)}`,
  "not-in-main": (ctx, id) =>
    `${named(ctx, id)} is not in the defending player's main area (rule 8.4)`,
  unblockable: (ctx) =>
    `${attackerNamed(ctx, (a) => attackerUnblockable(ctx, a))} cannot be blocked: an effect says so (妨害されない)`,
  rested: (ctx, id) => `${named(ctx, id)} is rested: only a ready character blocks (rule 8.4)`,
  forbidden: (ctx, id) => `${named(ctx, id)} cannot block: an effect forbids it (妨害できない)`,
  "forbidden-against": (ctx, id) =>
    `${named(ctx, id)} cannot block ${attackerNamed(ctx, (a) => blockForbiddenBetween(ctx, a, id))}: an effect forbids it`,
  tennen: (ctx, id) =>
    battleAttackers(ctx)
      .map((a) => tennenRefusal(ctx, a, id))
      .find((t) => t !== null)!,
};

/** The attacker (approacher or team-up partner) the refusal is about. */
function attackerNamed(ctx: Ctx, test: (attacker: number) => boolean): string {
  const a = battleAttackers(ctx).find(test);
  return a === undefined ? "the approacher" : named(ctx, a);
}
