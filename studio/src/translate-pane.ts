// The translate pane: printed Japanese pasted (or typed) in, translated by the worker as the user
// stops typing; the card language (with TODOs in place), the English and canonical Japanese, and
// the pasted text with the sentences the translator could not read marked.
import type { WorkerClient } from "./client.ts";

export class TranslatePane {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly client: WorkerClient,
  ) {
    const input = root.querySelector<HTMLTextAreaElement>("#translate-input")!;
    input.addEventListener("input", () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.translate(input.value), 150);
    });
  }

  async translate(text: string): Promise<void> {
    const asked = ++this.asked;
    const t = await this.client.request({ kind: "translate", text });
    if (asked !== this.asked) return;
    const $ = (id: string) => this.root.querySelector<HTMLElement>(`#${id}`)!;
    $("translate-cards").textContent = t.cards;
    $("translate-en").textContent = t.english;
    $("translate-ja").textContent = t.japanese;
    $("translate-marked").innerHTML = t.highlighted;
    $("translate-status").textContent = t.complete
      ? `every sentence read (${t.ms.toFixed(1)} ms)`
      : `${t.unread} sentence(s) not read: marked below, todo in the card (${t.ms.toFixed(1)} ms)`;
    this.root.dataset.translated = String(asked);
  }
}
