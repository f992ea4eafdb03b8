// The Play pane (issue 18): a game between two decks of decks/ where the person makes one side's
// choices by clicking the legal decisions the engine lists, and an agent plays the other side. The
// page keeps only the setup and the person's decisions; every move asks the server to replay the
// game from its seed (POST /api/play, cli/studio/play-api.ts), so the engine stays the one
// authority and Back is exact: drop the last decision and replay. Forward re-applies a dropped
// decision while the redo list lasts; a new click starts a new line and clears it.
import type { Decision } from "../../runtime/core/decision.ts";
import type { PlayAnswer, PlayError, PlayRequest } from "../../cli/studio/play-api.ts";
import { boardHtml } from "./board-view.ts";

type Setup = Omit<PlayRequest, "decisions">;

/** POST /api/play; a failure to get an answer comes back as an error too (never a throw). */
async function post(request: PlayRequest): Promise<PlayAnswer | { error: PlayError }> {
  try {
    const response = await fetch("/api/play", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    });
    const body = (await response.json()) as PlayAnswer | { error: PlayError | string };
    // The body reader's own refusals (not JSON, too large) carry a message only.
    if ("error" in body && typeof body.error === "string")
      return { error: { reason: `studio/http-${response.status}`, message: body.error } };
    return body as PlayAnswer | { error: PlayError };
  } catch (e) {
    return {
      error: { reason: "studio/no-answer", message: e instanceof Error ? e.message : String(e) },
    };
  }
}

export class PlayPane {
  private setup: Setup | undefined;
  private decisions: Decision[] = [];
  /** Decisions Back dropped, the next one first (Forward re-applies it). */
  private redo: Decision[] = [];
  private answer: PlayAnswer | undefined;
  private asked = 0;
  private readonly $ = <T extends HTMLElement = HTMLElement>(id: string): T =>
    this.root.querySelector<T>(`#${id}`)!;

  constructor(private readonly root: HTMLElement) {
    this.$("play-start").addEventListener("click", () => void this.start());
    this.$("play-back").addEventListener("click", () => void this.back());
    this.$("play-forward").addEventListener("click", () => void this.forward());
    this.$("play-copy-ruling").addEventListener("click", () => void this.copyRuling());
    this.$("play-load").addEventListener("click", () => void this.load());
    this.$("play-actions").addEventListener("click", (e) => {
      const button = (e.target as HTMLElement).closest<HTMLButtonElement>("button[data-index]");
      if (button) void this.choose(Number(button.dataset.index));
    });
  }

  /** Fill the deck and agent lists (once, when the pane is first shown). */
  async list(): Promise<void> {
    const deck0 = this.$<HTMLSelectElement>("play-deck0");
    if (deck0.options.length > 0) return;
    const { decks, agents } = (await (await fetch("/api/play/decks")).json()) as {
      decks: string[];
      agents: string[];
    };
    const options = (names: string[]) =>
      names.map((n) => {
        const o = document.createElement("option");
        o.value = o.textContent = n;
        return o;
      });
    deck0.replaceChildren(...options(decks));
    this.$<HTMLSelectElement>("play-deck1").replaceChildren(...options(decks));
    this.$<HTMLSelectElement>("play-agent").replaceChildren(...options(agents));
    // Two different decks to start with: the first two of decks/.
    if (decks.length > 1) this.$<HTMLSelectElement>("play-deck1").value = decks[1]!;
    this.root.dataset.listed = "true";
  }

  private async start(): Promise<void> {
    this.setup = {
      deck0: this.$<HTMLSelectElement>("play-deck0").value,
      deck1: this.$<HTMLSelectElement>("play-deck1").value,
      seed: Number(this.$<HTMLInputElement>("play-seed").value) || 0,
      agent: this.$<HTMLSelectElement>("play-agent").value as Setup["agent"],
      seat: this.$<HTMLSelectElement>("play-seat").value === "1" ? 1 : 0,
      ignoreUnimplemented: this.$<HTMLInputElement>("play-ignore-unimplemented").checked,
    };
    this.redo = [];
    this.decisions = [];
    if (await this.replay([])) return;
    // Refused (a deck the engine will not play): the last game's buttons must not act on this setup.
    this.answer = undefined;
    this.$("play-actions").replaceChildren();
    this.$("play-board").replaceChildren();
    this.buttons();
  }

  /** Replay a record pasted or edited in the record box; the server checks every field of it. */
  private async load(): Promise<void> {
    let record: PlayRequest;
    try {
      record = JSON.parse(this.$<HTMLTextAreaElement>("play-record").value) as PlayRequest;
    } catch (e) {
      this.$("play-status").textContent = `the record is not JSON: ${(e as Error).message}`;
      return;
    }
    const { decisions, ...setup } = record;
    const previous = this.setup;
    this.setup = setup;
    this.redo = [];
    if (!(await this.replay(Array.isArray(decisions) ? decisions : []))) this.setup = previous;
    this.buttons();
  }

  private async choose(index: number): Promise<void> {
    const choice = this.answer?.legal[index];
    if (!choice) return;
    const redo = this.redo;
    this.redo = []; // a new line of play: what Back dropped is gone
    if (!(await this.replay([...this.decisions, choice.decision]))) this.redo = redo;
    this.buttons();
  }

  private async back(): Promise<void> {
    const last = this.decisions.at(-1);
    if (!last) return;
    this.redo.unshift(last);
    if (!(await this.replay(this.decisions.slice(0, -1)))) this.redo.shift();
    this.buttons();
  }

  private async forward(): Promise<void> {
    const next = this.redo.shift();
    if (!next) return;
    if (!(await this.replay([...this.decisions, next]))) this.redo.unshift(next);
    this.buttons();
  }

  /** The game so far as a `.ruling` (the server writes it): shown, and copied when the page may. */
  private async copyRuling(): Promise<void> {
    if (!this.setup) return;
    const body = await post({ ...this.setup, decisions: this.decisions, ruling: true });
    const text =
      "error" in body ? `${body.error.reason}: ${body.error.message}` : (body.ruling ?? "");
    const shown = this.$("play-ruling");
    shown.textContent = text;
    shown.dataset.decisions = String(this.decisions.length);
    void navigator.clipboard?.writeText(text).catch(() => {}); // the text stays shown either way
  }

  /** Ask the server for the game after `decisions`; true when it answered with a game. */
  private async replay(decisions: unknown[]): Promise<boolean> {
    if (!this.setup) return false;
    const asked = ++this.asked;
    this.root.dataset.busy = "true";
    this.$("play-status").textContent = "replaying…";
    const body = await post({ ...this.setup, decisions });
    if (asked !== this.asked) return false;
    delete this.root.dataset.busy;
    if ("error" in body) {
      this.$("play-status").textContent = `refused: ${body.error.reason}: ${body.error.message}`;
      return false;
    }
    this.decisions = body.decisions;
    this.answer = body;
    this.show(body);
    return true;
  }

  private buttons(): void {
    this.$<HTMLButtonElement>("play-back").disabled = this.decisions.length === 0;
    this.$<HTMLButtonElement>("play-forward").disabled = this.redo.length === 0;
  }

  private show(a: PlayAnswer): void {
    const board = this.$("play-board");
    board.innerHTML = a.board ? boardHtml(a.board) : "<p>no board</p>";
    board.dataset.digest = a.digest;
    board.dataset.decisions = String(a.decisions.length);
    this.$("play-hand").replaceChildren(
      ...a.hand.map((name) => {
        const li = document.createElement("li");
        li.textContent = `「${name}」`;
        return li;
      }),
    );
    const over =
      a.winner !== null
        ? `game over: ${a.winner === "draw" ? "a draw" : a.winner === this.setup?.seat ? "you win" : "the agent wins"}`
        : "";
    this.$("play-prompt").textContent = a.stopped ?? (over || a.prompt);
    this.$("play-actions").replaceChildren(
      ...a.legal.map((choice, i) => {
        const b = document.createElement("button");
        b.dataset.index = String(i);
        b.textContent = choice.label;
        b.title = choice.ruling;
        return b;
      }),
    );
    const log = this.$("play-log");
    log.textContent = a.log.join("\n");
    log.scrollTop = log.scrollHeight;
    this.buttons();
    this.$("play-status").textContent =
      `turn ${a.turn}, ${a.phase} · your decisions ${a.decisions.length}, steps ${a.steps} · ` +
      `digest ${a.digest} · replayed in ${a.ms.toFixed(0)} ms`;
    this.$<HTMLTextAreaElement>("play-record").value = JSON.stringify({
      ...this.setup,
      decisions: a.decisions,
    });
  }
}
