// The walker: visits every node of the card files in source order, telling the visitor where it
// is (file, card, ability, ancestors). Checks never walk the tree themselves; they are registered
// per node kind (compiler/phases.ts) and called from here, so each check is one small function.
import type * as Ast from "../grammar/ast.ts";
import { choosesCharacters } from "../grammar/references.ts";
import { dispatch } from "../grammar/table.ts";
import type { AnyNode, NodeKind, NodeMap } from "./nodes.ts";
import { staticWalks, stepWalks } from "./steps/index.ts";
import {
  conditionParts,
  filterParts,
  selectorParts,
  triggerWalks,
  type NodeWalker,
} from "./walk-parts.ts";

export interface WalkScope {
  file: Ast.CardFile;
  card?: Ast.CardDecl;
  /** The outermost ability being walked; a gyakkyou's inner ability shares its scope. */
  ability?: Ast.Ability;
  /** Enclosing nodes, outermost first; the visited node itself is not included. */
  ancestors: readonly AnyNode[];
  /** The node's own span, or its nearest ancestor's for nodes that carry none (keyword grants). */
  span: Ast.Span;
  /** Whether the node sits inside a count (`count(…)`, `for each …`, a counted amount). */
  counting: boolean;
  /** How many selections (queries with a quantity, outside counts) the ability made before this node. */
  choicesBefore: number;
  /** How many of those chose characters (`choosesCharacters`): what `that character` can name. */
  characterChoicesBefore: number;
}

export type Visitor = <K extends NodeKind>(kind: K, node: NodeMap[K], scope: WalkScope) => void;

/**
 * Visit every node of `files`, parents before children, children in source order. `wants`, when
 * given, says which kinds the visitor looks at: the others are still walked through (their
 * children may be wanted) but get no scope built, which is most of a walk's cost — a phase's
 * registry covers a few of the ~60 kinds, and the checker walks once per phase.
 */
export function walkFiles(
  files: readonly Ast.CardFile[],
  visit: Visitor,
  wants: (kind: NodeKind) => boolean = () => true,
): void {
  for (const file of files) new Walker(file, visit, wants).file();
}

class Walker implements NodeWalker {
  private readonly ancestors: AnyNode[] = [];
  private card: Ast.CardDecl | undefined;
  private ability: Ast.Ability | undefined;
  private span: Ast.Span;
  private counting = false;
  private choices = 0;
  private characterChoices = 0;
  /** Whether the last choice was of characters (`1 card among it` after it is one too). */
  private lastChoseCharacters = false;

  constructor(
    private readonly cardFile: Ast.CardFile,
    private readonly visit: Visitor,
    private readonly wants: (kind: NodeKind) => boolean,
  ) {
    this.span = cardFile.span;
  }

  /** Visit one node, then its children with it on the ancestor stack. */
  node<K extends NodeKind>(
    kind: K,
    node: NodeMap[K],
    span: Ast.Span | undefined,
    children?: () => void,
  ): void {
    const outerSpan = this.span;
    if (span) this.span = span;
    if (this.wants(kind)) {
      const scope: WalkScope = {
        file: this.cardFile,
        ancestors: [...this.ancestors],
        span: this.span,
        counting: this.counting,
        choicesBefore: this.choices,
        characterChoicesBefore: this.characterChoices,
        ...(this.card ? { card: this.card } : {}),
        ...(this.ability ? { ability: this.ability } : {}),
      };
      this.visit(kind, node, scope);
    }
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

  private outerAbility(ability: Ast.Ability): void {
    this.ability = ability;
    this.choices = 0;
    this.characterChoices = 0;
    this.lastChoseCharacters = false;
    this.abilityNode(ability);
    this.ability = undefined;
  }

  private abilityNode(ability: Ast.Ability): void {
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
          if (ability.condition) this.condition(ability.condition);
          if (ability.nameMark) this.node("NameMark", ability.nameMark, ability.nameMark.span);
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
      case "Level":
        return this.node("ability:Level", ability, ability.span, () =>
          this.abilityNode(ability.ability),
        );
      case "PlayRequirement":
        return this.node("ability:PlayRequirement", ability, ability.span, () =>
          this.condition(ability.condition),
        );
      case "Reminder":
        return this.node("ability:Reminder", ability, ability.span);
    }
  }

  keyword(keyword: Ast.Keyword): void {
    // A keyword ability is itself a Keyword (plus kind/span); grants inside `gets` carry no span.
    const kind = `keyword:${keyword.keyword}` as const;
    this.node(kind, keyword as NodeMap[typeof kind], undefined);
  }

  trigger(trigger: Ast.TriggerEvent): void {
    dispatch(triggerWalks, "event", trigger, this);
  }

  effect(effect: Ast.Effect): void {
    this.node("Effect", effect, effect.span, () => effect.steps.forEach((s) => this.step(s.step)));
  }

  step(step: Ast.EffectStep): void {
    const kind = `step:${step.kind}` as const;
    this.node(kind, step as NodeMap[typeof kind], step.span, () =>
      dispatch(stepWalks, "kind", step, this),
    );
  }

  private staticEffect(effect: Ast.StaticEffect): void {
    const kind = `static:${effect.kind}` as const;
    this.node(kind, effect as NodeMap[typeof kind], effect.span, () =>
      dispatch(staticWalks, "kind", effect, this),
    );
  }

  amount(amount: Ast.Amount): void {
    if (amount.kind === "Count") this.counted(() => this.selector(amount.of));
    if (amount.kind === "HandTo") this.amount(amount.size);
  }

  counted(walk: () => void): void {
    const outer = this.counting;
    this.counting = true;
    walk();
    this.counting = outer;
  }

  choice(): void {
    this.choices++;
    this.lastChoseCharacters = false;
  }

  selector(selector: Ast.Selector): void {
    const kind = `selector:${selector.kind}` as const;
    this.node(kind, selector as NodeMap[typeof kind], selector.span, () =>
      dispatch(selectorParts, "kind", selector, this),
    );
    // Counted after its own visit: `it` inside the same selector does not refer to it. The top N
    // of a deck count too: the step binds the cards it looked at (`it`, その中にある after them).
    if (
      selector.kind === "Query" &&
      (selector.quantity || selector.zone?.top !== undefined) &&
      !this.counting
    ) {
      this.choices++;
      this.lastChoseCharacters = choosesCharacters(selector, this.lastChoseCharacters);
      if (this.lastChoseCharacters) this.characterChoices++;
    }
  }

  /** A filter; alternatives and the card a `same name as` refers to are walked too. */
  filter(filter: Ast.Filter): void {
    const kind = `filter:${filter.kind}` as const;
    this.node(kind, filter as NodeMap[typeof kind], filter.span, () =>
      dispatch(filterParts, "kind", filter, this),
    );
  }

  condition(condition: Ast.Condition): void {
    const kind = `condition:${condition.kind}` as const;
    this.node(kind, condition as NodeMap[typeof kind], condition.span, () =>
      dispatch(conditionParts, "kind", condition, this),
    );
  }
}
