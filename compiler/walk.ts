// The walker: visits every node of the card files in source order, telling the visitor where it
// is (file, card, ability, ancestors). Checks never walk the tree themselves; they are registered
// per node kind (compiler/phases.ts) and called from here, so each check is one small function.
import type {
  Ability,
  Amount,
  CardDecl,
  CardFile,
  Condition,
  Effect,
  EffectStep,
  Filter,
  Keyword,
  Selector,
  Span,
  StaticEffect,
  TriggerEvent,
} from "../grammar/ast.ts";
import type { AnyNode, NodeKind, NodeMap } from "./nodes.ts";

export interface WalkScope {
  file: CardFile;
  card?: CardDecl;
  /** The outermost ability being walked; a gyakkyou's inner ability shares its scope. */
  ability?: Ability;
  /** Enclosing nodes, outermost first; the visited node itself is not included. */
  ancestors: readonly AnyNode[];
  /** The node's own span, or its nearest ancestor's for nodes that carry none (keyword grants). */
  span: Span;
  /** Whether the node sits inside a count (`count(…)`, `for each …`, a counted amount). */
  counting: boolean;
  /** How many selections (queries with a quantity, outside counts) the ability made before this node. */
  choicesBefore: number;
}

export type Visitor = <K extends NodeKind>(kind: K, node: NodeMap[K], scope: WalkScope) => void;

/** Visit every node of `files`, parents before children, children in source order. */
export function walkFiles(files: readonly CardFile[], visit: Visitor): void {
  for (const file of files) new Walker(file, visit).file();
}

class Walker {
  private readonly ancestors: AnyNode[] = [];
  private card: CardDecl | undefined;
  private ability: Ability | undefined;
  private span: Span;
  private counting = false;
  private choices = 0;

  constructor(
    private readonly cardFile: CardFile,
    private readonly visit: Visitor,
  ) {
    this.span = cardFile.span;
  }

  /** Visit one node, then its children with it on the ancestor stack. */
  private node<K extends NodeKind>(
    kind: K,
    node: NodeMap[K],
    span: Span | undefined,
    children?: () => void,
  ): void {
    const outerSpan = this.span;
    if (span) this.span = span;
    const scope: WalkScope = {
      file: this.cardFile,
      ancestors: [...this.ancestors],
      span: this.span,
      counting: this.counting,
      choicesBefore: this.choices,
      ...(this.card ? { card: this.card } : {}),
      ...(this.ability ? { ability: this.ability } : {}),
    };
    this.visit(kind, node, scope);
    if (children) {
      this.ancestors.push({ kind, node } as AnyNode);
      children();
      this.ancestors.pop();
    }
    this.span = outerSpan;
  }

  file(): void {
    this.node("CardFile", this.cardFile, this.cardFile.span, () => {
      for (const item of this.cardFile.items) {
        if (item.kind === "TitleDirective") {
          this.node("TitleDirective", item, item.span);
          continue;
        }
        this.card = item;
        this.node("Card", item, item.span, () =>
          item.abilities.forEach((a) => this.outerAbility(a)),
        );
        this.card = undefined;
      }
    });
  }

  private outerAbility(ability: Ability): void {
    this.ability = ability;
    this.choices = 0;
    this.abilityNode(ability);
    this.ability = undefined;
  }

  private abilityNode(ability: Ability): void {
    switch (ability.kind) {
      case "Keyword":
        return this.node("ability:Keyword", ability, ability.span, () => this.keyword(ability));
      case "Activated":
        return this.node("ability:Activated", ability, ability.span, () => {
          this.node("Timing", ability.timing, ability.timing.span);
          for (const cost of ability.costs) {
            if (cost.kind === "ExtraCost")
              this.node("cost:ExtraCost", cost, cost.span, () => this.step(cost.effect));
            else if (cost.kind === "Rest") this.node("cost:Rest", cost, cost.span);
            else this.node("cost:Source", cost, cost.span);
          }
          this.effect(ability.effect);
        });
      case "Triggered":
        return this.node("ability:Triggered", ability, ability.span, () => {
          this.trigger(ability.trigger);
          if (ability.condition) this.condition(ability.condition);
          this.effect(ability.effect);
        });
      case "Continuous":
        return this.node("ability:Continuous", ability, ability.span, () => {
          if (ability.condition) this.condition(ability.condition);
          this.staticEffect(ability.effect);
        });
      case "AttachRestriction":
        return this.node("ability:AttachRestriction", ability, ability.span);
      case "Gyakkyou":
        return this.node("ability:Gyakkyou", ability, ability.span, () =>
          this.abilityNode(ability.ability),
        );
      case "PlayRequirement":
        return this.node("ability:PlayRequirement", ability, ability.span, () =>
          this.condition(ability.condition),
        );
    }
  }

  private keyword(keyword: Keyword): void {
    // A keyword ability is itself a Keyword (plus kind/span); grants inside `gets` carry no span.
    const kind = `keyword:${keyword.keyword}` as const;
    this.node(kind, keyword as NodeMap[typeof kind], undefined);
  }

  private trigger(trigger: TriggerEvent): void {
    if ("subject" in trigger) {
      this.node("trigger:subject", trigger, trigger.span, () => {
        this.selector(trigger.subject);
        if (trigger.approachOf) this.selector(trigger.approachOf);
        if (trigger.paying) this.selector(trigger.paying);
      });
    } else if (trigger.event === "anyOf") {
      this.node("trigger:anyOf", trigger, trigger.span, () =>
        trigger.events.forEach((e) => this.trigger(e)),
      );
    } else if (trigger.event === "levelUp") {
      this.node("trigger:levelUp", trigger, trigger.span, () => this.selector(trigger.card));
    } else if (trigger.event === "cardPlayed") {
      this.node("trigger:cardPlayed", trigger, trigger.span, () => this.selector(trigger.card));
    } else if (trigger.event === "pointReceived") {
      this.node("trigger:pointReceived", trigger, trigger.span);
    } else if (trigger.event === "phaseStart") {
      this.node("trigger:phaseStart", trigger, trigger.span);
    } else {
      this.node("trigger:turn", trigger, trigger.span);
    }
  }

  private effect(effect: Effect): void {
    this.node("Effect", effect, effect.span, () => effect.steps.forEach((s) => this.step(s.step)));
  }

  private step(step: EffectStep): void {
    const kind = `step:${step.kind}` as const;
    this.node(kind, step as NodeMap[typeof kind], step.span, () => this.stepChildren(step));
  }

  private stepChildren(step: EffectStep): void {
    switch (step.kind) {
      case "Gets":
        this.selector(step.target);
        if (step.per) this.counted(() => this.selector(step.per!));
        return step.keywords.forEach((k) => this.keyword(k));
      case "Draw":
      case "LookAtTop":
      case "GivePoints":
        return this.amount(step.amount);
      case "PutCoins":
      case "RemoveCoins":
        this.selector(step.target);
        return this.amount(step.amount);
      case "CostChange":
        return this.selector(step.card);
      case "Battle":
        this.selector(step.attacker);
        return this.selector(step.defender);
      case "Swap":
        this.selector(step.hand);
        return this.selector(step.point);
      case "Restrict": {
        this.selector(step.target);
        const r = step.restriction;
        if (r.kind === "cannotBeBlocked" && r.by) this.selector(r.by);
        if (r.kind === "cannotBlock" && r.target) this.selector(r.target);
        return;
      }
      case "May":
      case "Must":
      case "Delayed":
        return this.step(step.effect);
      case "Choice":
        return step.options.forEach((o) => this.step(o));
      case "Group":
        return step.steps.forEach((s) => this.step(s));
      case "PlayBan":
        // a kind of card, not a choice: `it` after it does not refer to it
        return this.counted(() => this.selector(step.card));
      case "Conditional":
        this.condition(step.condition);
        return this.step(step.effect);
      case "CreateTrigger":
        this.trigger(step.trigger);
        if (step.condition) this.condition(step.condition);
        return this.effect(step.effect);
      case "Negate":
        // the negated item's card is what a later `it` (そのカード) refers to
        this.choices++;
        return;
      case "Shuffle":
      case "PutRest":
      case "Todo":
        return;
      default:
        return this.selector(step.target);
    }
  }

  private staticEffect(effect: StaticEffect): void {
    const kind = `static:${effect.kind}` as const;
    this.node(kind, effect as NodeMap[typeof kind], effect.span, () => {
      this.selector(effect.target);
      if (effect.kind === "Gets") {
        if (effect.per) this.counted(() => this.selector(effect.per!));
        effect.keywords.forEach((k) => this.keyword(k));
      } else if (effect.kind === "SourceModifier") {
        this.selector(effect.whenPaying);
      } else if (effect.kind === "Restriction") {
        const r = effect.restriction;
        if (r.kind === "cannotBeBlocked" && r.by) this.selector(r.by);
        if (r.kind === "cannotBlock" && r.target) this.selector(r.target);
      }
    });
  }

  private amount(amount: Amount): void {
    if (amount.kind === "Count") this.counted(() => this.selector(amount.of));
  }

  private counted(walk: () => void): void {
    const outer = this.counting;
    this.counting = true;
    walk();
    this.counting = outer;
  }

  private selector(selector: Selector): void {
    const kind = `selector:${selector.kind}` as const;
    this.node(kind, selector as NodeMap[typeof kind], selector.span, () => {
      if (selector.kind !== "Query") return;
      for (const filter of selector.filters) this.filter(filter);
    });
    // Counted after its own visit: `it` inside the same selector does not refer to it.
    if (selector.kind === "Query" && selector.quantity && !this.counting) this.choices++;
  }

  /** A filter; alternatives and the card a `same name as` refers to are walked too. */
  private filter(filter: Filter): void {
    const filterKind = `filter:${filter.kind}` as const;
    this.node(filterKind, filter as NodeMap[typeof filterKind], filter.span, () => {
      if (filter.kind === "either") filter.options.forEach((f) => this.filter(f));
      else if (filter.kind === "sameName") this.selector(filter.as);
      // `blocking your 「X」`: the other side is every matching card, not a choice
      else if (filter.kind === "battle") this.counted(() => this.selector(filter.other));
    });
  }

  private condition(condition: Condition): void {
    const kind = `condition:${condition.kind}` as const;
    this.node(kind, condition as NodeMap[typeof kind], condition.span, () => {
      switch (condition.kind) {
        case "And":
        case "Or":
          this.condition(condition.left);
          return this.condition(condition.right);
        case "Not":
          return this.condition(condition.condition);
        case "Count":
          return this.counted(() => this.selector(condition.of));
        case "Exists":
          return this.selector(condition.of);
        case "Is":
          this.selector(condition.subject);
          if (condition.other) this.counted(() => this.selector(condition.other!));
          return;
        case "Matches":
          this.selector(condition.subject);
          // a description, not a choice: `it` after it does not refer to it
          return this.counted(() => this.selector(condition.what));
        case "PlayedThisTurn":
          return this.selector(condition.card);
        default:
          return;
      }
    });
  }
}
