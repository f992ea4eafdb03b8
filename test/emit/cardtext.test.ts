// Every card of cardtext/ that checks clean compiles, except the listed engine gaps (PM4001);
// generated/ is exactly what the compiler
// writes now; each generated module imports and holds the lowered data; and the engine plays
// every compiled card through its generated handler: each triggered text triggers, each
// activated text (or event) is declared and resolves, and each other card enters the field.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectFiles } from "../../workspace/files.ts";
import { loadCardFiles } from "../../workspace/load.ts";
import { IncrementalCompiler, type CompileSummary } from "../../compiler/incremental.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import { isMarked } from "../../translate/pool/record.ts";
import { allCards } from "../../generated/index.ts";
import {
  defineCardDb,
  randomAgent,
  runGame,
  type CardDef,
  type Filter,
  type GameEvent,
  type GameState,
} from "../../runtime/index.ts";

/** The card files of cardtext/, read and parsed once for the whole file (~0.4 s a read). */
const CARDTEXT = loadCardFiles(["cardtext"]);

/** The hand-encoded cards of cardtext/ that lowering refuses (PM4001), each for the reason given. */
const HAND_ENGINE_GAPS = [
  "bbd/01-048", // the EX deck (rule 7.11)
  "bbd/01-091", // the EX deck, a filter on 〔EXカード〕 (rule 7.11)
  "nukn/01-006", // magic coins (rule 7.11)
  "nukn/01-029",
  "nukn/01-051",
  "nukn/01-073",
  "nukn/01-094",
  "saga/01-018", // the EX deck (rule 7.11)
  "sg/01-031", // the EX deck (rule 7.11)
];

/**
 * Every card lowering may refuse: the hand-encoded gaps above, and the machine-translated cards
 * of the pool (`memoria translate --encode-pool`, marked by POOL_MARK) that lowering refuses: the
 * pool keeps them, with no module and in no deck (cardtext/README.md). Read from the files, so a
 * re-run of the pool never breaks this test; that they are refused only for PM4xxx is asserted.
 */
const ENGINE_GAPS = [
  ...HAND_ENGINE_GAPS,
  ...CARDTEXT.flatMap((f) => {
    const set = f.file.replace(/^.*[\\/]/, "").replace(/\.cards$/, "");
    return (f.ast?.items ?? []).flatMap((i) =>
      i.kind === "Card" && isMarked(i) && lowerCard(i).diagnostics.length > 0
        ? [`${set}/${i.number}`]
        : [],
    );
  }),
];

/** The compiled ids of the machine-translated cards (the pool). */
const POOL_IDS = new Set(
  CARDTEXT.flatMap((f) => {
    const set = f.file.replace(/^.*[\\/]/, "").replace(/\.cards$/, "");
    return (f.ast?.items ?? []).flatMap((i) =>
      i.kind === "Card" && isMarked(i) ? [`${set}/${i.number}`] : [],
    );
  }),
);

async function compileCardtext(): Promise<{
  summary: CompileSummary;
  modules: Map<string, string>;
}> {
  const compiler = new IncrementalCompiler({ dryRun: true });
  const inputs = CARDTEXT.flatMap((f) =>
    f.ast ? [{ file: f.file, ast: f.ast, diagnostics: f.diagnostics }] : [],
  );
  return { summary: await compiler.compile(inputs), modules: compiler.modules };
}

describe("cardtext/ compiles", async () => {
  const { summary, modules } = await compileCardtext();

  it("every card in cardtext/ compiles but the engine gaps listed: no other refusal, no internal error", () => {
    // Cards with a sentence the language cannot express yet live in drafts/, not here. The cards
    // here that the engine cannot run (PM4001: rule 7.11 constructs) are refused by
    // lowering, never approximated: they have no module, no ruling and are in no deck.
    // counted from the files, so adding a set or a card does not break this test
    const cards = CARDTEXT.flatMap((f) => (f.ast?.items ?? []).filter((i) => i.kind === "Card"));
    expect(cards.length).toBeGreaterThan(ENGINE_GAPS.length);
    expect(summary.compiled).toBe(cards.length - ENGINE_GAPS.length);
    expect(summary.refused).toBe(ENGINE_GAPS.length);
    const refused = summary.outcomes.filter((o) => !o.module);
    expect(refused.map((o) => o.unit.id).sort()).toEqual([...ENGINE_GAPS].sort());
    for (const o of refused)
      expect(
        o.errors.map((d) => d.code),
        o.unit.id,
      ).toEqual(o.errors.map(() => "PM4001"));
    // a hand-encoded card the engine refuses must be listed by hand, with its reason
    for (const id of HAND_ENGINE_GAPS) expect(refused.map((o) => o.unit.id)).toContain(id);
  });

  it("the cards in drafts/ are refused only for their todo steps (PM3302)", async () => {
    const files = loadCardFiles(["cardtext", "drafts"]);
    const compiler = new IncrementalCompiler({ dryRun: true });
    const inputs = files.flatMap((f) =>
      f.ast ? [{ file: f.file, ast: f.ast, diagnostics: f.diagnostics }] : [],
    );
    const all = await compiler.compile(inputs);
    const refused = all.outcomes.filter(
      (o) => !o.module && o.unit.sourceFile.startsWith("drafts/"),
    );
    expect(refused.length).toBe(11);
    const codes = new Set(refused.flatMap((o) => o.errors.map((d) => d.code)));
    expect([...codes]).toEqual(["PM3302"]);
    const others = all.outcomes.filter(
      (o) => !o.module && !o.unit.sourceFile.startsWith("drafts/"),
    );
    expect(others.map((o) => o.unit.id).sort()).toEqual([...ENGINE_GAPS].sort());
  });

  it("generated/ is current (run `npx tsx cli/main.ts compile cardtext`)", () => {
    const onDisk = collectFiles(["generated"], [".ts"])
      .map((f) =>
        f
          .split("\\")
          .join("/")
          .replace(/^generated\//, ""),
      )
      .sort();
    expect(onDisk).toEqual([...modules.keys()].sort());
    for (const [path, text] of modules)
      expect(readFileSync(`generated/${path}`, "utf8"), path).toBe(text);
  });

  it("each generated module holds exactly the lowered card", () => {
    const byId = new Map(allCards.map((c) => [c.id, c]));
    for (const o of summary.outcomes) {
      if (!o.module) continue;
      expect(byId.get(o.unit.id), o.unit.id).toEqual(lowerCard(o.unit.card, { id: o.unit.id }).def);
    }
    expect(allCards.length).toBe(summary.compiled);
  });
});

/** What counts as "played through its handler" for each card. */
function exercised(
  def: CardDef,
  events: readonly GameEvent[],
  instances: ReadonlySet<number>,
  state: GameState,
): boolean {
  const abilities = def.abilities ?? [];
  const hasTrigger = abilities.some((a) => a.kind === "triggered");
  const hasActivated = abilities.some((a) => a.kind === "activated");
  for (const e of events) {
    if (!("card" in e) || !instances.has(e.card)) continue;
    if (hasTrigger && e.ev === "trigger") return true;
    if (hasActivated && def.kind !== "event" && e.ev === "declare" && e.what.startsWith("text "))
      return true;
    if (hasActivated && def.kind === "event" && e.ev === "resolve") return true;
    if (!hasTrigger && !hasActivated && (e.ev === "enter" || e.ev === "attach")) return true;
  }
  void state;
  return false;
}

/**
 * Every `filter` object in a card's abilities: what the card needs on the field to do anything; and
 * every `paying` filter of a "used as a cost for" trigger: a card it must help to pay for.
 */
function filtersOf(
  value: unknown,
  out: { filter: Filter; paying: boolean }[] = [],
  key = "",
): { filter: Filter; paying: boolean }[] {
  if (Array.isArray(value)) for (const v of value) filtersOf(v, out, key);
  else if (typeof value === "object" && value !== null) {
    if (key === "filter" || key === "paying")
      out.push({ filter: value as Filter, paying: key === "paying" });
    for (const [k, v] of Object.entries(value)) filtersOf(v, out, k);
  }
  return out;
}

/**
 * Vanilla stand-ins that satisfy a card's filters (a 「琴吹 紬」 for a text that targets one, a
 * support card for "trash 1 of the opponent's supports"), so a random game can use the text. The
 * text itself is still the generated one.
 */
function standIns(def: CardDef): CardDef[] {
  // A play requirement (《使用条件》) names what must be on the field too.
  // A card to pay for costs 1, so that paying for it uses a card of the hand.
  return filtersOf([def.abilities ?? [], def.playRequirement ?? []]).map(
    ({ filter: whole, paying }, i): CardDef => {
      // 「A」 or 「B」 (anyOf): a stand-in for the first alternative
      const f: Filter = whole.anyOf?.[0] ? { ...whole, ...whole.anyOf[0] } : whole;
      const base = {
        number: `S-${i}`,
        id: `stand-in/${def.id}/${i}`,
        name: f.name ?? `stand-in ${i}`,
        color: def.color,
        title: f.title ?? def.title,
        cost: paying ? 1 : 0,
        source: 1,
      };
      const traits = f.trait !== undefined ? { traits: [f.trait] } : {};
      if (f.kind === "support" || f.kind === "event") return { ...base, ...traits, kind: f.kind };
      return { ...base, ...traits, kind: "character", ap: 30, dp: 30 };
    },
  );
}

describe("the engine plays every compiled card through its generated handler", () => {
  it("random games with decks of compiled cards exercise every card", () => {
    const extra = allCards.flatMap(standIns);
    const db = defineCardDb("emit-cardtext-test", [...allCards, ...extra]);
    const ids = allCards.map((c) => c.id!);
    const helpers = new Map(allCards.map((c) => [c.id!, standIns(c).map((s) => s.id!)]));
    const done = new Set<string>();
    const play = (group: readonly string[], seed: number) => {
      const deck = group.flatMap((c) => [c, c, c, c]);
      const rec = runGame(db, [deck, deck], seed, [randomAgent(seed), randomAgent(seed + 1)], {
        keepEvents: true,
        ignoreUnimplemented: true,
        maxDecisions: 5000,
      });
      expect(rec.error, `game ${seed}`).toBeUndefined();
      const instancesOf = new Map<string, Set<number>>();
      for (const c of rec.final.cards) {
        const set = instancesOf.get(c.def) ?? new Set<number>();
        set.add(c.id);
        instancesOf.set(c.def, set);
      }
      for (const id of group) {
        if (id.startsWith("stand-in/")) continue;
        if (
          !done.has(id) &&
          exercised(db.byId.get(id)!, rec.events, instancesOf.get(id)!, rec.final)
        )
          done.add(id);
      }
    };
    /** 15 distinct cards: the ones still to exercise first, then others of the same set (names they speak of). */
    const deckFor = (first: readonly string[]) => {
      const group = [...new Set(first)].slice(0, 15);
      const set = group[0]!.split("/")[0];
      for (const c of [...ids.filter((i) => i.startsWith(`${set}/`)), ...ids])
        if (group.length < 15 && !group.includes(c)) group.push(c);
      return group;
    };
    let seed = 1;
    // Four rounds of 15-card decks, then two of 12 games for each card still unexercised. (Two
    // more such rounds exercised none of the cards left, on this seed: ~0.9 s of CPU.)
    for (let round = 0; round < 6 && done.size < ids.length; round++) {
      const pending = ids.filter((i) => !done.has(i));
      if (round < 4)
        for (let i = 0; i < pending.length; i += 15)
          play(deckFor(pending.slice(i, i + 15)), seed++);
      else
        for (const id of pending)
          // Rare texts (gyakkyou 5, "while this is approaching") need more games.
          for (let k = 0; k < 12 && !done.has(id); k++)
            play(deckFor([id, ...helpers.get(id)!]), seed++);
    }
    // Every hand-encoded card is exercised. The translated pool (marked cards) grows with each
    // re-run, and a few of its texts need a rare board (a name no deck of theirs holds, a count
    // condition): at most 2% of them may stay unexercised here; `memoria simulate --decks
    // decks/pool --text-usage` lists each with its reason (docs/decks.md).
    const missed = ids.filter((i) => !done.has(i));
    expect(missed.filter((i) => !POOL_IDS.has(i))).toEqual([]);
    expect(missed.length, missed.join(" ")).toBeLessThanOrEqual(Math.ceil(POOL_IDS.size * 0.02));
  });
});
