// The board drawn as HTML from the runtime's board snapshot (runtime/board-snapshot.ts): turn and
// phase, both sides' counts and points, the main and support areas with current AP/DP, the battle
// and the response stack. Shared by the Rulings pane (a ruling's steps) and the Play pane (a game).
import type { BoardSnapshot } from "../../runtime/board-snapshot.ts";

export const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

type Side = BoardSnapshot["sides"][number];
type TableCard = Side["main"][number];

function cardHtml(c: TableCard): string {
  const stats = c.ap !== undefined ? ` ${c.ap}/${c.dp}` : "";
  const extra = [
    c.rested ? "rested" : "",
    c.coins ? `${c.coins} coin(s)` : "",
    ...(c.attached ?? []).map((a) => `+「${a}」`),
  ].filter(Boolean);
  return `<li class="${c.rested ? "rested" : ""}">「${esc(c.name)}」${esc(stats)}${extra.length ? ` <small>${esc(extra.join(", "))}</small>` : ""}</li>`;
}

function sideHtml(side: Side, who: string): string {
  const points = side.points.map((p) => (p.faceUp ? `「${esc(p.name)}」` : "▮")).join(" ");
  return `<div class="side" data-side="${who}">
  <h4>${who}: hand ${side.hand} · deck ${side.deck} · trash ${side.trash}${side.removed ? ` · removed ${side.removed}` : ""} · points ${side.points.length} ${points}</h4>
  <div class="area"><span>main</span><ul>${side.main.map(cardHtml).join("")}</ul></div>
  <div class="area"><span>support</span><ul>${side.support.map(cardHtml).join("")}</ul></div>
</div>`;
}

/** One board as HTML: turn and phase, both sides, the response stack, the battle. */
export function boardHtml(b: BoardSnapshot): string {
  const waiting = b.waiting
    ? ` · waiting for ${"AB"[b.waiting.player]} (${esc(b.waiting.kind)})`
    : "";
  const stack = b.stack.length
    ? `<p class="stack">stack: ${b.stack.map((s) => `「${esc(s.name)}」 (${esc(s.kind)}, ${"AB"[s.controller]})`).join(" ← ")}</p>`
    : "";
  const battle = b.battle
    ? `<p class="battle">battle: 「${esc(b.battle.approacher)}」${b.battle.blocker ? ` blocked by 「${esc(b.battle.blocker)}」` : ""}</p>`
    : "";
  return `<p class="turn">turn ${b.turn} of ${"AB"[b.turnPlayer]}, ${esc(b.phase)}${waiting}</p>
${sideHtml(b.sides[1], "B")}${battle}${stack}${sideHtml(b.sides[0], "A")}`;
}
