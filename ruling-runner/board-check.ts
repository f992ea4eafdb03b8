// Impossible boards (rules 1.1, 2.1, 6.1, 6.2, 6.4, 9.1): PM53xx diagnostics on a ruling's zones,
// checked before anything runs so a judge's typo never reaches the engine.
import { makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { rulingDiagnostics as D } from "../grammar/ruling/diagnostics.ts";
import type { CardRef, Ruling } from "../grammar/ruling/index.ts";
import { printedNames, sameCardKey, type CardDb, type CardDef } from "../runtime/index.ts";

const label = (r: CardRef): string => (r.by === "name" ? `「${r.text}」` : r.text);

/** Rules 1.1, 2.1, 6.1, 6.2, 6.4, 9.1: boards that cannot happen in a game. */
export function checkBoard(
  ruling: Ruling,
  db: CardDb,
  defOf: Map<CardRef, string>,
  out: Diagnostic[],
): void {
  const def = (r: CardRef | undefined): CardDef | undefined =>
    r ? db.byId.get(defOf.get(r) ?? "") : undefined;
  const total = [0, 0];
  const points = [0, 0];
  const deckEmpty = [false, false];
  const mainCount = [0, 0];
  const fieldKeys: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  for (const z of ruling.zones) {
    const who = "AB"[z.player]!;
    if (z.zone === "deck" && z.exact && z.entries.length === 0) deckEmpty[z.player] = true;
    for (const e of z.entries) {
      total[z.player]! += e.count * (1 + e.attached.length);
      if (z.zone === "points") points[z.player]! += e.count;
      const field = z.zone === "main" || z.zone === "support";
      const bad = (what: string): void =>
        void out.push(
          makeDiagnostic(D.badEntryState, e.span, {
            what,
            zone: `${z.zone}${z.zone === "points" ? "" : " zone"}`,
          }),
        );
      if (
        !field &&
        (e.rested !== undefined ||
          e.coins !== undefined ||
          e.mods.length > 0 ||
          e.attached.length > 0 ||
          e.entered ||
          e.approached)
      )
        bad("a field state (rested, coins, +a/+b, with, entered, approached)");
      if (z.zone !== "points" && e.faceDown) bad("`face down`");
      if (z.zone === "main") mainCount[z.player]! += e.count;
      const d = def(e.card);
      if (!d || !e.card) continue;
      if (field) {
        if (d.kind !== "character")
          out.push(
            makeDiagnostic(D.notOnField, e.card.span, {
              text: label(e.card),
              kind: d.kind,
              zone: z.zone,
            }),
          );
        else if (z.zone === "main" && (d.ap === undefined || d.dp === undefined))
          out.push(
            makeDiagnostic(D.notMainCapable, e.card.span, {
              text: label(e.card),
              why: "a support character has no AP/DP",
            }),
          );
        const key = sameCardKey(d);
        const n = (fieldKeys[z.player].get(key) ?? 0) + e.count;
        fieldKeys[z.player].set(key, n);
        if (n > 1)
          out.push(
            makeDiagnostic(D.sameCardTwice, e.card.span, { text: label(e.card), player: who }),
          );
        const seen = new Set<string>();
        for (const a of e.attached) {
          const s = def(a);
          if (!s) continue;
          if (s.kind !== "support")
            out.push(
              makeDiagnostic(D.badAttachment, a.span, {
                text: label(a),
                why: `is a ${s.kind}, not a support card`,
              }),
            );
          else if (s.attachTo && !meets(d, s.attachTo))
            out.push(
              makeDiagnostic(D.badAttachment, a.span, {
                text: label(a),
                why: `cannot be attached to ${label(e.card)} (${restriction(s)})`,
              }),
            );
          if (seen.has(sameCardKey(s)))
            out.push(
              makeDiagnostic(D.badAttachment, a.span, {
                text: label(a),
                why: "is attached twice to the same character (rule 6.4)",
              }),
            );
          seen.add(sameCardKey(s));
        }
      }
    }
  }
  // A new game takes its deck lists as they are: createGame judges them (rule 2.1).
  const newGame = ruling.body[0]?.kind === "NewGame";
  for (const p of [0, 1] as const) {
    if (newGame) continue;
    const at = ruling.zones.find((z) => z.player === p)?.span ?? ruling.span;
    if (mainCount[p]! > 5)
      out.push(
        makeDiagnostic(
          D.mainFull,
          ruling.zones.find((z) => z.player === p && z.zone === "main")?.span ?? at,
          { count: mainCount[p]!, player: "AB"[p]! },
        ),
      );
    if (total[p]! > 60)
      out.push(makeDiagnostic(D.tooManyCards, at, { player: "AB"[p]!, count: total[p]! }));
    if (points[p]! >= 7)
      out.push(
        makeDiagnostic(
          D.gameAlreadyOver,
          ruling.zones.find((z) => z.player === p && z.zone === "points")?.span ?? at,
          { player: "AB"[p]!, why: `has ${points[p]} points` },
        ),
      );
    if (deckEmpty[p])
      out.push(
        makeDiagnostic(
          D.gameAlreadyOver,
          ruling.zones.find((z) => z.player === p && z.zone === "deck")?.span ?? at,
          { player: "AB"[p]!, why: "has no cards in the deck" },
        ),
      );
  }
}

function meets(host: CardDef, f: NonNullable<CardDef["attachTo"]>): boolean {
  if (f.name !== undefined && !printedNames(host.name).includes(f.name)) return false;
  if (f.trait !== undefined && !(host.traits ?? []).includes(f.trait)) return false;
  return true;
}

function restriction(s: CardDef): string {
  const f = s.attachTo!;
  return f.name !== undefined ? `only on 「${f.name}」` : `only on 【${f.trait ?? "?"}】`;
}
