// The Cards pane's Save: the open card file, as edited, written back under cardtext/ (POST
// /api/save; cli/studio/save-api.ts refuses anything but an existing cardtext/*.cards file, and
// says why). scratch.cards is the page's sample and is never sent.
import type { CardEditor } from "./editor.ts";
import { SCRATCH_URI } from "./sample.ts";

export function attachSave(
  button: HTMLButtonElement,
  status: HTMLElement,
  editor: CardEditor,
): void {
  button.addEventListener("click", async () => {
    const path = editor.currentUri;
    if (path === SCRATCH_URI) {
      status.textContent = `${SCRATCH_URI} is the studio's sample: it is not saved`;
      status.dataset.saved = "refused";
      return;
    }
    status.textContent = `saving ${path}…`;
    const response = await fetch("/api/save", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path, text: editor.view.state.doc.toString() }),
    });
    const answer = (await response.json().catch(() => ({}))) as { error?: string; bytes?: number };
    status.textContent = response.ok
      ? `saved ${path} (${answer.bytes} bytes)`
      : `not saved: ${answer.error ?? response.statusText}`;
    status.dataset.saved = response.ok ? "saved" : "refused";
  });
}
