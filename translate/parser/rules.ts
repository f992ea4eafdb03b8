// The rule table shared by the grammar files: each file fills in its rules, and rules call each
// other through this table (see base.ts).
import type {
  Color,
  Condition,
  Effect,
  EffectStep,
  MoveCause,
  Measure,
  QuerySelector,
  Restriction,
  Selector,
  StaticEffect,
  SubjectEvent,
  TextCost,
  Zone,
  Filter,
  NameOrTrait,
  Noun,
  Quantity,
  Reference,
  PhaseTiming,
  StatName,
} from "../../grammar/ast.ts";
import type { ParserMethod } from "chevrotain";
import type { PerEach } from "./values.ts";
import type {
  GainPart,
  Modifier,
  Owner,
  ParsedCondition,
  ParsedSentence,
  ParsedTrigger,
  MoreName,
  MeasuredOp,
  PileArrival,
  ReadEvent,
  ReadList,
  StatValue,
} from "./results.ts";
import type { AlsoAtEnd, Who } from "./results.ts";

/** A rule of the grammar: what it reads (`R`) from its arguments (`A`, e.g. the sentence's topic). */
export type Rule<R, A extends unknown[] = []> = ParserMethod<A, R>;

type Topic = [Selector | undefined];

export interface Rules {
  // selectors
  owner: Rule<Owner>;
  anyNumber: Rule<Quantity>;
  zoneNoun: Rule<Zone>;
  statValue: Rule<StatValue>;
  compare: Rule<Filter>;
  compareThen: Rule<Filter>;
  battleSide: Rule<Filter>;
  carried: Rule<Selector>;
  sideSelector: Rule<Selector>;
  // names.ts: 同じ名称のキャラ2枚 / それぞれ名称の異なる…, and <description>と同じ名称の
  together: Rule<Filter>;
  sameAsSide: Rule<Filter>;
  // identity.ts: this card known by several names
  namesTreatedAs: Rule<ParsedSentence>;
  everyHasCondition: Rule<ParsedCondition>;
  plainModifier: Rule<Modifier>;
  cardState: Rule<Extract<Filter, { kind: "state" }>["state"]>;
  color: Rule<Color>;
  modifier: Rule<Modifier>;
  noun: Rule<{ noun: Noun; filters: Filter[] }>;
  quantity: Rule<Quantity>;
  query: Rule<QuerySelector>;
  deckTop: Rule<QuerySelector>;
  handCards: Rule<QuerySelector>;
  fromHand: Rule<QuerySelector>;
  thisInZone: Rule<Selector>;
  itInZone: Rule<Selector>;
  selector: Rule<Selector>;
  reference: Rule<Reference>;
  // conditions
  countSubject: Rule<Selector>;
  handSubject: Rule<Selector>;
  countOfNumber: Rule<Selector>;
  zoneFirstSubject: Rule<Selector>;
  zonePlaced: Rule<Selector>;
  measured: Rule<Filter>;
  actedCount: Rule<Measure>;
  // 同じ枚数の / <X>と同じ枚数の (counted.ts)
  countedQuantity: Rule<Quantity>;
  countVsCondition: Rule<ParsedCondition>;
  statName: Rule<StatName>;
  countCondition: Rule<ParsedCondition>;
  moreNames: Rule<MoreName[]>;
  existsCondition: Rule<ParsedCondition>;
  isCondition: Rule<ParsedCondition, Topic>;
  matchesCondition: Rule<ParsedCondition>;
  statOfCondition: Rule<ParsedCondition>;
  // measured comparisons (measures.ts)
  measureOf: Rule<Measure>;
  statOfMeasured: Rule<Measure>;
  handCount: Rule<Measure>;
  blockedThenInstead: Rule<Effect>;
  mainPhaseTopic: Rule<EffectStep>;
  measuredOp: Rule<MeasuredOp>;
  statIsMeasured: Rule<Filter>;
  measuredPredicate: Rule<Filter>;
  measuredOfCondition: Rule<ParsedCondition>;
  topicMeasuredCondition: Rule<ParsedCondition, Topic>;
  battleCondition: Rule<ParsedCondition, Topic>;
  subjectGa: Rule<Selector>;
  turnCondition: Rule<ParsedCondition>;
  happenedCondition: Rule<ParsedCondition>;
  drawnCountCondition: Rule<ParsedCondition>;
  happenedTurnLead: Rule<Condition>;
  drawAsMany: Rule<EffectStep>;
  chosenThisTurn: Rule<EffectStep[], Topic>;
  blockerLater: Rule<ParsedSentence>;
  blockedByTrigger: Rule<ParsedTrigger, Topic>;
  playedOnOwnTurn: Rule<ParsedCondition>;
  playedThisTurn: Rule<ParsedCondition>;
  playedInTurn: Rule<Condition>;
  condition: Rule<ParsedCondition, Topic>;
  conditionAtom: Rule<ParsedCondition, Topic>;
  conditionComma: Rule<ParsedCondition, Topic>;
  conditionIfAny: Rule<ParsedCondition | undefined, Topic>;
  naraConditionIfAny: Rule<ParsedCondition | undefined>;
  requirement: Rule<Condition>;
  useCondition: Rule<ParsedSentence>;
  modesHeader: Rule<ParsedSentence>;
  requirementCount: Rule<Condition>;
  requirementState: Rule<Condition>;
  // triggers
  event: Rule<ReadEvent>;
  trigger: Rule<ParsedTrigger, Topic>;
  oneTrigger: Rule<ParsedTrigger, Topic>;
  oneTriggerBody: Rule<ParsedTrigger, Topic>;
  thisFromHandOntoField: Rule<EffectStep>;
  eventStem: Rule<SubjectEvent>;
  pileEvent: Rule<PileArrival>;
  approachBy: Rule<Owner>;
  pileOf: Rule<Owner | undefined>;
  moveCause: Rule<MoveCause>;
  trashArrival: Rule<{ pile?: Owner; cause?: MoveCause }>;
  leavesField: Rule<{ mode: "if" | "eachTime"; cause?: MoveCause }>;
  approachOfPrefix: Rule<Selector>;
  approachOfTrigger: Rule<ParsedTrigger>;
  pileFirstTrigger: Rule<ParsedTrigger>;
  anyOfCountTrigger: Rule<ParsedTrigger>;
  approachingWhileLead: Rule<Condition>;
  pileHappened: Rule<ParsedCondition>;
  levelUpTrigger: Rule<ParsedTrigger>;
  performsTrigger: Rule<ParsedTrigger>;
  perform: Rule<EffectStep>;
  playerPlaysTrigger: Rule<ParsedTrigger>;
  eventCount: Rule<number>;
  playerDrawsTrigger: Rule<ParsedTrigger>;
  pointReceivedTrigger: Rule<ParsedTrigger>;
  costFor: Rule<Selector>;
  triggerSubject: Rule<Selector>;
  whileCondition: Rule<Condition>;
  coinsCondition: Rule<ParsedCondition>;
  coinsWhile: Rule<Condition>;
  stateWhile: Rule<Condition>;
  playerCoins: Rule<EffectStep>;
  // effects
  gain: Rule<GainPart>;
  gainSet: Rule<GainPart>;
  gets: Rule<EffectStep, Topic>;
  intransitive: Rule<EffectStep, Topic>;
  objectStep: Rule<EffectStep>;
  whose: Rule<"you" | "opponent">;
  draw: Rule<EffectStep>;
  givePoints: Rule<EffectStep>;
  coins: Rule<EffectStep>;
  costChange: Rule<EffectStep>;
  delayed: Rule<EffectStep, Topic>;
  conditional: Rule<EffectStep, Topic>;
  baseStep: Rule<EffectStep, Topic>;
  step: Rule<EffectStep, Topic>;
  /** ことで、<step>ことができる: the step a cost pays for (costs.ts). */
  paidStep: Rule<EffectStep, Topic>;
  costFromHand: Rule<ReadEvent>;
  chooseBelow: Rule<EffectStep>;
  /** <X>は、ターン終了時まで以下のテキストを得る。「…」 (texts.ts): a text the card gets. */
  grantText: Rule<EffectStep, Topic>;
  perEach: Rule<PerEach>;
  drawToHand: Rule<EffectStep>;
  repeatStep: Rule<EffectStep, Topic>;
  lookTop: Rule<EffectStep>;
  lookTopHead: Rule<EffectStep>;
  lookRearrange: Rule<EffectStep[]>;
  countedLookSearch: Rule<EffectStep[]>;
  approachAgain: Rule<EffectStep, Topic>;
  readyAgain: Rule<EffectStep[], Topic>;
  setStat: Rule<EffectStep>;
  returnShuffle: Rule<EffectStep[]>;
  pickShuffle: Rule<EffectStep[]>;
  // zones.ts: a condition before その後, a further cost change of the next card
  conditionThen: Rule<ParsedSentence>;
  costBonus: Rule<ParsedSentence>;
  restrict: Rule<EffectStep, Topic>;
  thisTurnTopic: Rule<EffectStep>;
  resetStat: Rule<EffectStep>;
  swapStats: Rule<EffectStep>;
  negate: Rule<EffectStep>;
  negatePlaying: Rule<EffectStep>;
  dealsPoints: Rule<EffectStep>;
  swap: Rule<EffectStep>;
  swapDeckEnds: Rule<EffectStep>;
  must: Rule<EffectStep>;
  playBan: Rule<EffectStep>;
  playPermit: Rule<EffectStep>;
  playerLimit: Rule<EffectStep[]>;
  limitedPlayers: Rule<Who>;
  standingBan: Rule<ParsedSentence>;
  cannotBlockThenTexts: Rule<Effect>;
  playedFromCondition: Rule<ParsedCondition>;
  playerUsesTextTrigger: Rule<ParsedTrigger>;
  playerLooksTrigger: Rule<ParsedTrigger>;
  search: Rule<EffectStep>;
  lookPick: Rule<EffectStep>;
  lookOntoField: Rule<EffectStep>;
  handOntoField: Rule<Effect, Topic>;
  /** [このカードを]場に出す[ことができる] in a text that works while removed (texts.ts). */
  removedOntoField: Rule<Effect, Topic>;
  revealToHand: Rule<EffectStep[]>;
  insteadOntoField: Rule<ParsedSentence>;
  amongIt: Rule<QuerySelector>;
  includesCondition: Rule<ParsedCondition>;
  revealedQuery: Rule<QuerySelector>;
  // static
  staticEffect: Rule<StaticEffect, Topic>;
  blockedBy: Rule<{ by: Selector; except: boolean }>;
  cannotBeBlocked: Rule<Restriction>;
  cannotBlockWhom: Rule<Restriction>;
  plainRestriction: Rule<Restriction>;
  textsVoid: Rule<EffectStep>;

  cannotBeTargeted: Rule<Restriction>;
  sourceModifier: Rule<StaticEffect, Topic>;
  // sentences
  topic: Rule<Selector>;
  body: Rule<Effect, Topic>;
  fromHandOntoField: Rule<EffectStep>;
  fromExDeck: Rule<EffectStep>;
  // later actions (later-actions.ts)
  keywordAction: Rule<EffectStep>;
  attachTo: Rule<{ to: Selector; can: boolean }>;
  attach: Rule<EffectStep>;
  levelUpStep: Rule<EffectStep>;
  increaseCoins: Rule<EffectStep>;
  listStep: Rule<ReadList>;
  listHead: Rule<Selector>;
  everyPlayer: Rule<EffectStep[]>;
  everyDeck: Rule<EffectStep[]>;
  everyPile: Rule<EffectStep[]>;
  cost: Rule<TextCost>;
  activated: Rule<ParsedSentence>;
  restToBottom: Rule<ParsedSentence>;
  linked: Rule<ParsedSentence>;
  instead: Rule<ParsedSentence>;
  createTrigger: Rule<ParsedSentence>;
  freeEntry: Rule<ParsedSentence>;
  entryPhase: Rule<PhaseTiming>;
  levelUpPhase: Rule<PhaseTiming>;
  phaseAlso: Rule<PhaseTiming>;
  attachRestriction: Rule<ParsedSentence>;
  attachTarget: Rule<NameOrTrait>;
  atTurn: Rule<ParsedSentence>;
  naraCondition: Rule<ParsedCondition>;
  whoseMoment: Rule<Owner>;
  atPhaseStart: Rule<ParsedSentence>;
  atEndTopic: Rule<ParsedSentence>;
  // events-states.ts: …を得るとともに、ターン終了時に<step>
  alsoAtEnd: Rule<AlsoAtEnd, Topic>;
  triggered: Rule<ParsedSentence>;
  replacement: Rule<ParsedSentence>;
  continuous: Rule<ParsedSentence>;
  inHandWhile: Rule<{ condition?: Condition }>;
  plain: Rule<ParsedSentence>;
  requirementSentence: Rule<ParsedSentence>;
  sentence: Rule<ParsedSentence>;
}
