// The checker's phases, in order. Each states what it may assume from the phases before it and
// what it guarantees to the ones after (see docs/checker.md). All phases run on every file, so one
// run reports every problem; a later phase never re-reports what an earlier one found.
import type { PhaseName } from "./catalogue/index.ts";
import { cardDataChecks } from "./checks/card-data.ts";
import { cardIdentityChecks } from "./checks/card-identity.ts";
import { cardTextChecks } from "./checks/card-texts.ts";
import { conditionChecks } from "./checks/conditions.ts";
import { effectChecks } from "./checks/effects.ts";
import { groupChecks } from "./checks/groups.ts";
import { keywordChecks } from "./checks/keywords.ts";
import { nameChecks } from "./checks/names.ts";
import { playerChecks } from "./checks/players.ts";
import { printedTextChecks } from "./checks/printed-text.ts";
import { suspiciousChecks } from "./checks/suspicious.ts";
import { targetChecks } from "./checks/targets.ts";
import { triggerChecks } from "./checks/triggers.ts";
import { zoneChecks } from "./checks/zones.ts";
import { mergeRegistries, type CheckRegistry } from "./context.ts";

export interface Phase {
  name: PhaseName;
  /** What the phase checks. */
  checks: string;
  /** What it may assume of its input. */
  assumes: string;
  /** What later phases may assume once it has run. */
  guarantees: string;
  registry: CheckRegistry;
}

export const phases: readonly Phase[] = [
  {
    name: "bind",
    checks:
      "names, traits and titles resolve; card identities (title + number) are unique; combi names split in two",
    assumes:
      "an AST as the parser returns it, possibly partial after syntax errors; the symbol table built over all files",
    guarantees:
      "every unresolved reference is reported (PM2xxx); later phases treat an unknown name as 'any kind' and never report it again",
    registry: mergeRegistries(cardIdentityChecks, nameChecks),
  },
  {
    name: "kinds",
    checks:
      "each effect, condition and filter is given the kind of card, zone and player it accepts",
    assumes:
      "references are resolved or reported; selectorType() reads kinds of names from the symbol table",
    guarantees:
      "targets of character-only effects are characters on the field (or reported, PM30xx)",
    registry: mergeRegistries(targetChecks, zoneChecks, playerChecks),
  },
  {
    name: "wellFormed",
    checks:
      "rules of the game and the language: header data, which texts each card kind carries, keyword ranges, durations",
    assumes: "kinds are right, so a rule can reason about 'the character' a text speaks of",
    guarantees:
      "an AST with no errors so far can be lowered and emitted: every one-shot change has a duration, no `todo` remains",
    registry: mergeRegistries(
      cardDataChecks,
      cardTextChecks,
      keywordChecks,
      triggerChecks,
      effectChecks,
      groupChecks,
    ),
  },
  {
    name: "warnings",
    checks:
      "legal but suspicious texts (contradictory or unreachable conditions, transcription slips) and 7.11 keywords",
    assumes: "the text is well formed; warnings never duplicate an error of an earlier phase",
    guarantees: "nothing: warnings never block compilation",
    registry: mergeRegistries(conditionChecks, suspiciousChecks, printedTextChecks),
  },
];
