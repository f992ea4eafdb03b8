// Every [project] ruling of the rules digest is a named flag of runtime/rules/project-rulings.ts
// that cites its clause, and every flag there cites a clause the digest has (issue 12). The digest
// is read from ../shared/reference/rules-digest.md (the workspace layout, as translate/corpus-file.ts
// finds ../shared/corpus); a missing digest is an error that says where it was looked for.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ruleNumbers } from "../../grammar/ruling/citations.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIGEST = fileURLToPath(new URL("../../../shared/reference/rules-digest.md", import.meta.url));
const FLAGS_FILE = join(ROOT, "runtime/rules/project-rulings.ts");

function readDigest(): string {
  if (!existsSync(DIGEST))
    throw new Error(
      `the rules digest is missing: it is looked for at ${DIGEST} (shared/reference in the repository's parent folder)`,
    );
  return readFileSync(DIGEST, "utf8");
}

/**
 * Rulings of ours that the digest does not state yet ("[project, beyond the digest]"): each cites the
 * clause it extends. These are the open questions for the digest; a new one must be added here.
 */
const OPEN_QUESTIONS_FOR_THE_DIGEST: readonly string[] = [
  "DRAWN_CARD_COUNTED_ONCE",
  "APPROACH_LIMIT_COUNTS_THE_WHOLE_TURN",
  "TURN_PLAY_PERMIT_IS_FREE_ENTRY",
  "BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND",
  "GROUP_PICK_SHRINKS_TO_LARGEST",
  "GROUP_SHARES_ONE_NAME_OR_TRAIT",
  "TRIGGERS_ARE_NOT_LAST_DECLARATIONS",
  "MOVED_CARD_IS_A_NEW_OBJECT",
  "SHUFFLE_KEEPS_IF_YOU_DO",
  "REMOVING_COINS_TAKES_ALL_N",
  "CANNOT_LEAVE_MEANS_NOT_TRASHED",
  "STAT_LAYERS",
  "RESET_LASTS_UNTIL_END_OF_TURN",
  "NEGATE_HITS_NEWEST_MATCHING_ITEM",
  "ENTERING_RESTED_IS_NOT_BECOMING_RESTED",
  "SWAP_PAIRS_IN_CHOSEN_ORDER",
  "REST_ORDER_CHOSEN_BY_CONTROLLER",
  "CREATED_TRIGGER_LASTS_THIS_TURN",
  "UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN",
  "ENTERING_STATE_IS_WITHOUT_THIS_CARD",
  "UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK",
  "COST_CHANGE_ON_FIELD",
  "SELF_COST_WORKS_FROM_HAND",
  "SELF_FREE_ENTRY_WORKS_FROM_HAND",
  "TRIGGER_WORKS_FROM_HAND_WHEN_SAID",
  "PLAY_REQUIREMENT_AT_DECLARATION_ONLY",
  "TEXT_USE_CONDITION_AT_DECLARATION_ONLY",
  "OPPONENT_MAY_IS_OPPONENTS_DECISION",
  "NAMES_IGNORE_SPACING",
  "SAME_TRAIT_MEANS_ONE_SHARED",
  "SWAP_IS_A_SET_LAYER",
  "TENNEN_CHANGE_NEEDS_TENNEN",
  "BOTH_BATTLE_LOSERS_LEAVE_BY_APPROACH",
  "COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW",
  "PAIR_GIVES_NO_POINT_IF_EITHER_CANNOT",
  "REPEAT_COUNT_TAKEN_ONCE",
  "GAMAN_MIN_DP",
  "PROTECTED_TARGET_SKIPPED_ON_RESOLUTION",
  "PLAYER_COINS_AT_START",
  "MEASURED_STAT_NEEDS_ONE_CARD",
  "NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE",
  "NEXT_YOUR_TURN_IS_NEVER_THIS_ONE",
  "NEXT_BATTLE_ENDS_WITH_TURN",
  "DOES_NOT_READY_STOPS_EFFECTS",
  "CANNOT_USE_TEXTS_MEANS_ACTIVATED",
  "EFFECT_CAUSE_IS_THE_RESOLVING_ITEM",
  "FORCED_BATTLE_LOSER_LEAVES_BY_EFFECT",
  "VOID_TEXTS_COVER_KEYWORDS",
  "REPLACEMENT_EFFECTS",
  "REPLACEMENT_EVENTS",
  "ONE_REPLACEMENT_PER_EVENT",
  "OPTIONAL_COST_PAID_IN_FULL",
  "SOURCE_SET_FIRST",
  "DECK_ENDS_SWAP_NEEDS_TWO_N",
  "GAME_WIDE_NAMES_IN_EVERY_ZONE",
  "CHOSEN_OPTIONS_IN_PRINTED_ORDER",
  "IT_IN_ZONE_IS_THE_CARD_FOUND_THERE",
  "PUT_ONTO_FIELD_BAN_COVERS_EFFECTS",
  "JOINED_CLAUSE_SHARES_DURATION",
  "DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT",
  "MAIN_PHASE_DURATION_AFTER_IT_DOES_NOTHING",
  "TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID",
  "PLAY_FROM_REMOVED_WHEN_SAID",
  "EVERY_PLAYER_CONTROLLER_FIRST",
  "MUST_APPROACH_MAY_WAIT_FOR_OTHERS",
];

/** The digest's numbered clauses: number → text (up to the next clause or heading). */
function clausesOf(digest: string): Map<string, string> {
  const out = new Map<string, string>();
  let current: string | undefined;
  for (const line of digest.split("\n")) {
    const m = /^(\d+\.\d+) /.exec(line);
    if (m) {
      current = m[1]!;
      out.set(current, line);
    } else if (line.startsWith("#")) current = undefined;
    else if (current !== undefined) out.set(current, `${out.get(current)!}\n${line}`);
  }
  return out;
}

/** How many [project] tags each clause carries. */
function projectTags(clauses: Map<string, string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [n, text] of clauses) {
    const k = text.split("[project").length - 1;
    if (k > 0) out.set(n, k);
  }
  return out;
}

type Kind = "project" | "beyond" | "plain";
interface Flag {
  name: string;
  doc: string;
  kind: Kind;
  cites: string[];
}

/** The exported constants and functions of project-rulings.ts with the doc comment above each. */
function flagsOf(source: string): Flag[] {
  const out: Flag[] = [];
  const exportRe = /^export (?:const|function) (\w+)/gm;
  for (let m = exportRe.exec(source); m; m = exportRe.exec(source)) {
    const before = source.slice(0, m.index).trimEnd();
    const doc = before.endsWith("*/") ? before.slice(before.lastIndexOf("/**")) : "";
    const cites = [...doc.matchAll(/(?<![\d.\-/])(\d{1,2}\.\d{1,2})(?![\d.])/g)].map((c) => c[1]!);
    const kind: Kind = doc.includes("[project, beyond the digest]")
      ? "beyond"
      : doc.includes("[project")
        ? "project"
        : "plain";
    out.push({ name: m[1]!, doc, kind, cites: [...new Set(cites)] });
  }
  return out;
}

/** Every .ts file of runtime/ and compiler/ but project-rulings.ts itself. */
function codeFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts") && p !== FLAGS_FILE) out.push(p);
    }
  };
  walk(join(ROOT, "runtime"));
  walk(join(ROOT, "compiler"));
  // a reading of printed text (UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN) is the translator's
  walk(join(ROOT, "translate"));
  return out;
}

const digest = readDigest();
const clauses = clausesOf(digest);
const tags = projectTags(clauses);
const flags = flagsOf(readFileSync(FLAGS_FILE, "utf8"));

describe("project rulings: the digest and runtime/rules/project-rulings.ts agree", () => {
  it("reads the digest's clauses (the numbers rulings may cite) and [project] tags", () => {
    expect([...clauses.keys()]).toEqual(ruleNumbers);
    expect(tags.get("4.2")).toBe(2);
    expect(flags.length).toBeGreaterThan(20);
  });

  it("every flag has a doc comment citing at least one clause, and every cited clause exists", () => {
    const problems: string[] = [];
    for (const f of flags) {
      if (f.cites.length === 0) problems.push(`${f.name}: cites no digest clause`);
      for (const n of f.cites)
        if (!clauses.has(n)) problems.push(`${f.name}: cites ${n}, which the digest does not have`);
    }
    expect(problems).toEqual([]);
  });

  it('a flag marked "[project]" cites a clause the digest marks [project]', () => {
    const problems = flags
      .filter((f) => f.kind === "project" && !f.cites.some((n) => tags.has(n)))
      .map(
        (f) =>
          `${f.name}: marked [project] but cites only ${f.cites.join(", ")}, where the digest has no [project] tag (mark it "[project, beyond the digest]" or cite the clause)`,
      );
    expect(problems).toEqual([]);
  });

  it("every [project] tag of the digest has its own flag citing that clause", () => {
    const problems: string[] = [];
    for (const [n, k] of tags) {
      const have = flags.filter((f) => f.kind === "project" && f.cites.includes(n)).length;
      if (have < k)
        problems.push(`rule ${n}: ${k} [project] tag(s), ${have} flag(s) marked [project] cite it`);
    }
    expect(problems).toEqual([]);
  });

  it('the flags marked "[project, beyond the digest]" are the listed open questions', () => {
    const beyond = flags.filter((f) => f.kind === "beyond").map((f) => f.name);
    expect([...beyond].sort()).toEqual([...OPEN_QUESTIONS_FOR_THE_DIGEST].sort());
  });

  it("every flag is imported by the code that implements it", () => {
    // Imported from project-rulings.ts by name: a mention in a comment does not count.
    const imports = codeFiles().flatMap((p) =>
      [
        ...readFileSync(p, "utf8").matchAll(
          /import\s*\{([^}]*)\}\s*from\s*"[^"]*project-rulings\.ts"/g,
        ),
      ].map((m) => m[1]!),
    );
    const problems: string[] = [];
    for (const f of flags) {
      const re = new RegExp(`\\b${f.name}\\b`);
      const read = imports.some((names) => re.test(names));
      if (!read) problems.push(`${f.name}: no file of runtime/, compiler/ or translate/ reads it`);
    }
    expect(problems).toEqual([]);
  });
});
