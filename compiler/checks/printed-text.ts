// Warnings phase: the encoding against the card's printed Japanese text. A set author transcribes
// from the printed card; the constructs whose meaning differs by one word of Japanese (〜ごとに vs
// 〜した場合, 〜ことができる, その場合, または, 割り込み, keyword names) must find that word there.
// Only cards with a `printed` text are compared; the reverse direction is checked for 〜ごとに only,
// the one word no other construct than `each time` renders.
import type { CardDecl, Span } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";

interface Evidence {
  construct: string;
  japanese: string;
  pattern: RegExp;
  advice: string;
}

/** Evidence that `construct` was printed: its Japanese word, or `pattern` where several spellings count. */
function evidence(
  construct: string,
  japanese: string,
  advice: string,
  pattern = new RegExp(japanese.replace(/^〜/, "")),
): Evidence {
  return { construct, japanese, pattern, advice };
}

const EACH_TIME = evidence(
  "`each time`",
  "〜ごとに",
  "〜した場合 is `if` (once per turn, rule 4.5); only 〜するごとに is `each time`",
);
const MAY = evidence(
  "`may`",
  "〜ことができる",
  "a plain verb is mandatory; only 〜ことができる is `may`",
  /ことができ|てもよ/,
);
const IF_YOU_DO = evidence(
  "`if you do`",
  "その場合 nor a later sentence starting 〜した場合",
  "その後 is `; then`; その場合 or 〜した場合 after the step is `; if you do`",
  // 手札に戻した場合、… after the step is also "if you do"; a first-sentence 〜した場合 is a trigger.
  /その場合|。[^。「」]*た場合/,
);
const CHOICE = evidence("`or` (a choice)", "または", "only または is a choice");
const INTERRUPT = evidence(
  "an interrupt timing",
  "割り込み",
  "[メイン/自分] is `[main/own]`; only 割り込み is `interrupt`",
);
const KEYWORDS: Record<string, Evidence> = Object.fromEntries(
  (
    [
      ["gyakkyou", "逆境"],
      ["tennen", "天然"],
      ["active", "アクティブ"],
      ["break", "ブレイク"],
      ["teamUp", "連携"],
    ] as const
  ).map(([keyword, japanese]) => [
    keyword,
    evidence(`\`${keyword}\``, japanese, `the keyword is printed as ${japanese}`),
  ]),
);

function printedOf(ctx: CheckContext): string | undefined {
  const printed = ctx.card?.printed;
  return printed && printed.trim() !== "" ? printed : undefined;
}

function expect(evidence: Evidence, span: Span, ctx: CheckContext): void {
  const printed = printedOf(ctx);
  if (printed === undefined || evidence.pattern.test(printed)) return;
  const { construct, japanese, advice } = evidence;
  ctx.report(diagnostics.printedMismatch, span, { construct, japanese, advice });
}

function hasEachTime(card: CardDecl): boolean {
  return JSON.stringify(card.abilities).includes('"mode":"eachTime"');
}

export const printedTextChecks: CheckRegistry = {
  "ability:Triggered": [
    function eachTimeIsPrinted(ability, ctx) {
      if (ability.mode === "eachTime") expect(EACH_TIME, ability.trigger.span, ctx);
    },
  ],
  "step:CreateTrigger": [
    function createdEachTimeIsPrinted(step, ctx) {
      if (step.mode === "eachTime") expect(EACH_TIME, step.trigger.span, ctx);
    },
  ],
  "step:May": [(step, ctx) => expect(MAY, step.span, ctx)],
  "step:Choice": [(step, ctx) => expect(CHOICE, step.span, ctx)],
  Effect: [
    function ifYouDoIsPrinted(effect, ctx) {
      for (const { link, step } of effect.steps)
        if (link === "ifYouDo") expect(IF_YOU_DO, step.span, ctx);
    },
  ],
  Timing: [
    function interruptIsPrinted(timing, ctx) {
      if (timing.player === "interrupt") expect(INTERRUPT, timing.span, ctx);
    },
  ],
  "ability:Keyword": [
    function keywordIsPrinted(ability, ctx) {
      const evidence = KEYWORDS[ability.keyword];
      if (evidence) expect(evidence, ability.span, ctx);
    },
  ],
  "ability:Gyakkyou": [(ability, ctx) => expect(KEYWORDS.gyakkyou!, ability.nSpan, ctx)],
  Card: [
    function printedEachTimeIsEncoded(card, ctx) {
      if (!card.printed || !/ごとに/.test(card.printed) || hasEachTime(card)) return;
      ctx.report(diagnostics.printedMismatch, card.nameSpan, {
        construct: "`if` (no `each time` in the encoding)",
        japanese: "〜した場合 alone: it prints 〜ごとに",
        advice: "〜するごとに is `each time`, which fires on every occurrence",
      });
    },
  ],
};
