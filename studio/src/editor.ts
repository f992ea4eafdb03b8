// The editor pane: CodeMirror 6 over one card file at a time. Every edit is sent to the worker;
// its answer for the current version becomes the lint diagnostics (code, message, quick fixes as
// lint actions), the token colours (the lexer's tokens, as the services' semantic tokens) and the
// list under the editor. Hover and completion ask the worker too. An answer for an older version
// is dropped: a newer one is on its way.
import { autocompletion, type CompletionContext } from "@codemirror/autocomplete";
import { setDiagnostics, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { EditorState, StateEffect, StateField, type Extension } from "@codemirror/state";
import { Decoration, EditorView, hoverTooltip, type DecorationSet } from "@codemirror/view";
import { basicSetup } from "codemirror";
import type { WorkerClient } from "./client.ts";
import { markdownHtml } from "./markdown.ts";
import type { Analysis, LspDiagnostic } from "./protocol.ts";
import { toOffset, toPosition } from "./positions.ts";

const setHighlights = StateEffect.define<DecorationSet>();

const highlights = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(deco, tr) {
    let next = deco.map(tr.changes);
    for (const e of tr.effects) if (e.is(setHighlights)) next = e.value;
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const SEVERITY = { 1: "error", 2: "warning", 3: "info", 4: "hint" } as const;

export interface EditorEvents {
  /** An analysis of the current version was shown (diagnostics, colours). */
  analysed(a: Analysis, roundTripMs: number): void;
  /** The cursor moved to another line. */
  cursor(line: number): void;
}

export class CardEditor {
  readonly view: EditorView;
  private uri = "";
  private version = 0;
  /** When the first edit not shown yet was made (performance.now()). */
  private pendingSince: number | undefined;
  private inFlight = false;
  private readonly states = new Map<string, EditorState>();
  private readonly extensions: Extension[];

  constructor(
    parent: HTMLElement,
    private readonly client: WorkerClient,
    private readonly events: EditorEvents,
  ) {
    this.extensions = [
      basicSetup,
      highlights,
      EditorView.lineWrapping,
      autocompletion({ override: [(ctx) => this.complete(ctx)] }),
      hoverTooltip((view, pos) => this.hover(view, pos)),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) this.send();
        if (u.selectionSet || u.docChanged)
          this.events.cursor(u.state.doc.lineAt(u.state.selection.main.head).number);
      }),
    ];
    this.view = new EditorView({ parent });
  }

  get currentUri(): string {
    return this.uri;
  }

  /** Show `uri` (its last edited state if it was open before, else `text`). */
  open(uri: string, text: string): void {
    if (this.uri) this.states.set(this.uri, this.view.state);
    this.uri = uri;
    this.view.setState(
      this.states.get(uri) ?? EditorState.create({ doc: text, extensions: this.extensions }),
    );
    this.send();
  }

  /** Put the cursor at the start of line `line` (1-based) and scroll it to the top. */
  goto(line: number): void {
    const doc = this.view.state.doc;
    const at = doc.line(Math.max(1, Math.min(line, doc.lines))).from;
    this.view.dispatch({
      selection: { anchor: at },
      effects: EditorView.scrollIntoView(at, { y: "start" }),
    });
    this.view.focus();
  }

  /** Analyse the current text again (the workspace loaded: diagnostics may have changed). */
  refresh(): void {
    this.send();
  }

  /**
   * A new version to analyse. At most one analysis is in flight: edits made meanwhile wait and the
   * latest text goes when it answers, so a check slower than typing (a card header edited: the
   * whole workspace is checked again) never queues up one check per keystroke.
   */
  private send(): void {
    this.version++;
    this.pendingSince ??= performance.now();
    // Tests and the bench wait for this to go: the shown diagnostics are the text's.
    this.view.dom.dataset.pending = "true";
    if (!this.inFlight) this.dispatch();
  }

  private dispatch(): void {
    this.inFlight = true;
    const request = {
      kind: "analyse" as const,
      uri: this.uri,
      text: this.view.state.doc.toString(),
      version: this.version,
    };
    void this.client.request(request).then(
      (a) => this.answered(a),
      () => this.answered(undefined),
    );
  }

  private answered(a: Analysis | undefined): void {
    this.inFlight = false;
    if (a && a.version === this.version && a.uri === this.uri) {
      const since = this.pendingSince ?? performance.now();
      this.pendingSince = undefined;
      this.show(a, performance.now() - since);
      delete this.view.dom.dataset.pending;
    } else if (a) this.dispatch(); // stale: the text changed (or another file opened) meanwhile
  }

  private show(a: Analysis, waitedMs: number): void {
    const doc = this.view.state.doc;
    const diagnostics: CmDiagnostic[] = a.diagnostics.map((d, i) => {
      const from = toOffset(doc, d.range.start);
      const to = Math.max(from, toOffset(doc, d.range.end));
      const actions = a.fixes
        .filter((f) => f.diagnostic === i)
        .map((f) => ({
          name: f.title,
          apply: (view: EditorView) =>
            view.dispatch({
              changes: f.edits.map((e) => ({
                from: toOffset(view.state.doc, e.range.start),
                to: toOffset(view.state.doc, e.range.end),
                insert: e.newText,
              })),
            }),
        }));
      return {
        from,
        to,
        severity: SEVERITY[d.severity],
        source: d.code,
        message: d.message,
        markClass: `pm-${d.code}`,
        actions,
      };
    });
    const marks = a.tokens.flatMap((t) => {
      const from = toOffset(doc, { line: t.line, character: t.character });
      const to = Math.min(from + t.length, doc.length);
      return to > from ? [Decoration.mark({ class: `tok-${t.type}` }).range(from, to)] : [];
    });
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics), {
      effects: setHighlights.of(Decoration.set(marks, true)),
    });
    this.events.analysed(a, waitedMs);
  }

  private async hover(view: EditorView, pos: number) {
    const uri = this.uri;
    const hover = await this.client.request({
      kind: "hover",
      uri,
      text: view.state.doc.toString(),
      position: toPosition(view.state.doc, pos),
    });
    if (!hover || uri !== this.uri) return null;
    const doc = view.state.doc;
    const from = hover.range ? toOffset(doc, hover.range.start) : pos;
    const to = hover.range ? toOffset(doc, hover.range.end) : pos;
    return {
      pos: from,
      end: to,
      above: true,
      create: () => {
        const dom = document.createElement("div");
        dom.className = "pm-hover";
        dom.innerHTML = markdownHtml(hover.contents.value);
        return { dom };
      },
    };
  }

  private async complete(ctx: CompletionContext) {
    // The word being typed: anything but spaces and punctuation. (No \p{…} classes: CodeMirror
    // rebuilds the pattern and may drop its "u" flag.)
    const word = ctx.matchBefore(/[^\s;:,.(){}"]*/);
    if (!word || (word.from === word.to && !ctx.explicit)) return null;
    const items = await this.client.request({
      kind: "complete",
      uri: this.uri,
      text: ctx.state.doc.toString(),
      position: toPosition(ctx.state.doc, ctx.pos),
    });
    if (items.length === 0) return null;
    return {
      from: word.from,
      options: items.map((i) => ({
        label: i.label,
        apply: i.insertText ?? i.label,
        ...(i.detail ? { detail: i.detail } : {}),
        type: i.detail === "card name" ? "class" : "keyword",
      })),
    };
  }
}

/** A diagnostic as one line of the list under the editor: `PM1201 5:23 unknown word …`. */
export function diagnosticLine(d: LspDiagnostic): string {
  return `${d.code} ${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`;
}
