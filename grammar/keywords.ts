// The word tokens: Identifier (any other ASCII word, for did-you-mean), the color category and
// every keyword. Each keyword has `longer_alt: Identifier`, and `keywordTokens` is sorted longest
// spelling first, so `approaches` is never read as `approach` + `es` (see tokens.ts for the order).
import { createToken, Lexer, type TokenType } from "./chevrotain.ts";

export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z][A-Za-z0-9_'-]*/,
  label: "word",
});
export const ColorTok = createToken({ name: "ColorTok", pattern: Lexer.NA, label: "color" });

// ─── Word keywords ───────────────────────────────────────────────────────────────────────────
/** The printed spelling of each keyword (for messages and did-you-mean); Japanese aliases extra. */
export const keywordWords: string[] = [];
/** Shortest spelling of each keyword token, for the longest-first order. */
const shortest = new Map<TokenType, number>();

/**
 * What the lexer would otherwise find out by parsing each keyword's pattern when it is built (a
 * fifth of its construction, issue 15): the characters a keyword starts with, and that none spans
 * lines. Spellings are plain words; test/grammar/parser-validations.test.ts checks the lexer built
 * with these hints against the one that analyses the patterns itself.
 */
function lexerHints(spellings: readonly string[]): {
  start_chars_hint: string[];
  line_breaks: false;
} {
  return { start_chars_hint: [...new Set(spellings.map((s) => s[0]!))], line_breaks: false };
}

function kw(name: string, word: string, extra?: string, categories?: TokenType): TokenType {
  keywordWords.push(word);
  const alts = [word.replace(/[-'/]/g, (c) => `\\${c}`)];
  if (extra) alts.push(extra);
  const t = createToken({
    name,
    pattern: new RegExp(alts.join("|")),
    label: `\`${word}\``,
    longer_alt: Identifier,
    ...lexerHints([word, ...(extra ?? "").split("|").filter(Boolean)]),
    ...(categories ? { categories } : {}),
  });
  shortest.set(
    t,
    Math.min(
      word.length,
      ...(extra ?? "")
        .split("|")
        .filter(Boolean)
        .map((e) => e.length),
    ),
  );
  return t;
}

/** Singular/plural pairs share one token: `characters?`. */
function kwS(name: string, word: string): TokenType {
  keywordWords.push(word, `${word}s`);
  const t = createToken({
    name,
    pattern: new RegExp(`${word}s?`),
    label: `\`${word}\``,
    longer_alt: Identifier,
    ...lexerHints([word]),
  });
  shortest.set(t, word.length);
  return t;
}

export const K = {
  Title: kw("Title", "title"),
  Also: kw("Also", "also"),
  Character: kwS("Character", "character"),
  Event: kwS("Event", "event"),
  Support: kwS("Support", "support"),
  Card: kwS("Card", "card"),
  Red: kw("Red", "red", undefined, ColorTok),
  Blue: kw("Blue", "blue", undefined, ColorTok),
  Yellow: kw("Yellow", "yellow", undefined, ColorTok),
  Green: kw("Green", "green", undefined, ColorTok),
  Purple: kw("Purple", "purple", undefined, ColorTok),
  Cost: kw("Cost", "cost"),
  Source: kw("Source", "source"),
  Ap: kw("Ap", "ap"),
  Dp: kw("Dp", "dp"),
  Rarity: kw("Rarity", "rarity"),
  Printed: kw("Printed", "printed"),
  Flavor: kw("Flavor", "flavor"),
  // `names`: `with different names` (それぞれ名称の異なる)
  Name: kwS("NameKw", "name"),
  Named: kw("Named", "named"),
  Trait: kw("TraitKw", "trait"),
  Active: kw("Active", "active"),
  Tennen: kw("Tennen", "tennen"),
  Break: kw("Break", "break"),
  Combi: kw("Combi", "combi"),
  Coin: kwS("Coin", "coin"),
  Free: kw("Free", "free"),
  Entry: kw("Entry", "entry"),
  TeamUp: kw("TeamUp", "team-up"),
  Gyakkyou: kw("Gyakkyou", "gyakkyou"),
  Requires: kw("Requires", "requires"),
  Reminder: kw("Reminder", "reminder"),
  Set: kw("Set", "set"),
  Attach: kw("Attach", "attach"),
  Attached: kw("Attached", "attached"),
  Main: kw("Main", "main", "メイン"),
  Approach: kw("Approach", "approach", "アプローチ"),
  Own: kw("Own", "own", "自分"),
  Opponent: kw("Opponent", "opponent", "相手"),
  OpponentS: kw("OpponentS", "opponent's"),
  Both: kw("Both", "both", "両方"),
  Interrupt: kw("Interrupt", "interrupt", "割り込み"),
  If: kw("If", "if"),
  Each: kw("Each", "each"),
  Time: kwS("Time", "time"),
  Repeat: kw("Repeat", "repeat"),
  At: kw("At", "at"),
  While: kw("While", "while"),
  End: kw("End", "end"),
  Start: kw("Start", "start"),
  Of: kw("Of", "of"),
  Turn: kw("Turn", "turn"),
  Phase: kw("Phase", "phase"),
  Your: kw("Your", "your"),
  Yours: kw("Yours", "yours"),
  You: kw("You", "you"),
  The: kw("The", "the"),
  This: kw("This", "this"),
  Host: kw("Host", "host"),
  It: kw("It", "it"),
  Among: kw("Among", "among"),
  Its: kw("Its", "its"),
  OwnerS: kw("OwnerS", "owner's"),
  Owner: kw("Owner", "owner"),
  ControllerS: kw("ControllerS", "controller's"),
  Controller: kw("Controller", "controller"),
  Enters: kwS("Enters", "enter"),
  Is: kw("Is", "is", "are"),
  Put: kw("Put", "put"),
  Onto: kw("Onto", "onto"),
  Into: kw("Into", "into"),
  On: kw("On", "on"),
  In: kw("In", "in"),
  To: kw("To", "to"),
  Field: kw("Field", "field"),
  Approaches: kw("Approaches", "approaches"),
  Approaching: kw("Approaching", "approaching"),
  // `that approached this turn` (a filter on what happened this turn)
  Approached: kw("Approached", "approached"),
  Block: kwS("Block", "block"),
  Blocked: kw("Blocked", "blocked"),
  Blocking: kw("Blocking", "blocking"),
  Gives: kw("Gives", "gives"),
  Give: kw("Give", "give"),
  A: kw("A", "a"),
  An: kw("An", "an"),
  Another: kw("Another", "another"),
  Point: kwS("Point", "point"),
  By: kw("By", "by"),
  Effect: kwS("Effect", "effect"),
  Loses: kw("Loses", "loses", "lose"),
  Targeted: kw("Targeted", "targeted"),
  Except: kw("Except", "except"),
  Leaves: kw("Leaves", "leaves"),
  Leave: kw("Leave", "leave"),
  // `moves from the support area to the main area` (サポートエリアからメインエリアに移った)
  Moves: kw("Moves", "moves"),
  Returned: kw("Returned", "returned"),
  Return: kw("Return", "return"),
  Hand: kw("Hand", "hand"),
  Used: kw("Used", "used"),
  As: kw("As", "as"),
  Play: kwS("Play", "play"),
  Played: kw("Played", "played"),
  Receive: kwS("Receive", "receive"),
  Level: kwS("Level", "level"),
  Gets: kwS("Gets", "get"),
  Until: kw("Until", "until"),
  Becomes: kwS("Becomes", "become"),
  Draw: kwS("Draw", "draw"),
  Trash: kw("Trash", "trash"),
  Top: kw("Top", "top"),
  Bottom: kw("Bottom", "bottom"),
  Deck: kw("Deck", "deck"),
  Rest: kw("Rest", "rest"),
  Rested: kw("Rested", "rested"),
  Ready: kw("Ready", "ready"),
  Readied: kw("Readied", "readied"),
  Remove: kw("Remove", "remove"),
  From: kw("From", "from"),
  Pile: kw("Pile", "pile"),
  Area: kw("Area", "area"),
  Face: kw("Face", "face"),
  FaceUp: kw("FaceUp", "face-up"),
  FaceDown: kw("FaceDown", "face-down"),
  Up: kw("Up", "up"),
  Down: kw("Down", "down"),
  Look: kwS("Look", "look"),
  Search: kw("Search", "search"),
  For: kw("For", "for"),
  Reveal: kw("Reveal", "reveal"),
  Shuffle: kw("Shuffle", "shuffle"),
  Perform: kw("Perform", "perform"),
  /** `increase your coins by 1` (コインを1個増やす, ORSK 01-001): a later action (PM3518). */
  Increase: kw("Increase", "increase"),
  /** `affected by "〔POP〕"`: a card a later action was performed on (rule 7.11). */
  Affected: kw("Affected", "affected"),
  May: kw("May", "may"),
  Again: kw("Again", "again"),
  Next: kw("Next", "next"),
  Battle: kwS("Battle", "battle"),
  Exile: kw("Exile", "exile"),
  /** `ex deck`: the EX deck (rule 7.11). */
  Ex: kw("Ex", "ex"),
  Then: kw("Then", "then"),
  /** `if C, A otherwise B`: the step when the condition does not hold (それ以外の場合 / 代わりに). */
  Otherwise: kw("Otherwise", "otherwise"),
  /** `instead of <event>: …`: a replacement (…する場合、代わりに…). */
  Instead: kw("Instead", "instead"),
  Do: kw("Do", "do"),
  Does: kw("Does", "does"),
  Todo: kw("Todo", "todo"),
  Count: kwS("Count", "count"),
  Have: kw("Have", "have", "has"),
  Not: kw("Not", "not"),
  And: kw("And", "and"),
  // `this counts as 「A」 everywhere` (ゲーム中、…としても扱う): a name change in every zone
  Everywhere: kw("Everywhere", "everywhere"),
  Or: kw("Or", "or"),
  With: kw("With", "with"),
  Without: kw("Without", "without"),
  Other: kw("Other", "other"),
  All: kw("All", "all"),
  Must: kw("Must", "must"),
  Cannot: kw("Cannot", "cannot"),
  Can: kw("Can", "can"),
  /** `you can play <cards> outside main phase this turn` (メインフェイズ以外でも…登場させることができる). */
  Outside: kw("Outside", "outside"),
  Be: kw("Be", "be"),
  When: kw("When", "when"),
  Paying: kw("Paying", "paying"),
  /** `you may pay (<cost>) to <step>` (「XすることでYすることができる」). */
  Pay: kw("Pay", "pay"),
  Any: kw("Any", "any"),
  NumberWord: kw("NumberWord", "number"),
  More: kw("More", "more"),
  Order: kw("Order", "order"),
  Same: kw("Same", "same"),
  // `with different names` (それぞれ名称の異なる, AHB2 P-022): a relation among the cards chosen
  Different: kw("Different", "different"),
  // `with the same color as it` (表にしたカードと同じ色の, KSC 01-092)
  ColorKw: kw("ColorKw", "color"),
  // `carrying 「X」` (「X」がセットされている / がある状態で, GP 01-012, K_ON 01-110)
  Carrying: kw("Carrying", "carrying"),
  Reset: kw("Reset", "reset"),
  Negate: kw("Negate", "negate"),
  Text: kwS("Text", "text"),
  Use: kw("Use", "use"),
  Declaration: kw("Declaration", "declaration"),
  Swap: kw("Swap", "swap"),
  Choose: kw("Choose", "choose"),
  Mode: kw("Mode", "mode"),
  That: kw("That", "that"),
  Entered: kw("Entered", "entered"),
  // `drawn this turn` (このターンの間に引いている, SRBK P-010)
  Drawn: kw("Drawn", "drawn"),
} as const;

// "has" is an alias of `have`; list it for did-you-mean too.
keywordWords.push("has", "are");

export const keywordTokens = Object.values(K).sort(
  (a, b) => (shortest.get(b) ?? 0) - (shortest.get(a) ?? 0),
);
