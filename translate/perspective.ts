// Point of view: in 「相手は、…」 the words 自分/相手 are said from the opponent's side. The card
// language has one fixed point of view (the card's controller), so a step read under such a topic
// has its owners and players turned round: your ↔ the opponent's, you ↔ opponent.
const OWNER_FLIP: Record<string, string> = { your: "opponent's", "opponent's": "your" };
const PLAYER_FLIP: Record<string, string> = { you: "opponent", opponent: "you" };

/** Swap your/opponent's in every selector and you/opponent in every player of a step. */
export function turnRound<T>(node: T): T {
  const walk = (v: unknown, key: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = k === "span" ? x : walk(x, k);
      return out;
    }
    if (typeof v !== "string") return v;
    if (key === "owner") return OWNER_FLIP[v] ?? PLAYER_FLIP[v] ?? v;
    if (key === "player") return PLAYER_FLIP[v] ?? v;
    return v;
  };
  return walk(node, "") as T;
}
