// The card view beside the editor: the faces of the open file's cards (the one under the cursor
// by default), drawn by card-face.ts in Japanese or English, the printed text beside the face, the
// real card's official page and image as links (never loaded), and export of the face as SVG or PNG.
import { cardFaceSvg, type FaceLanguage } from "./card-face.ts";
import type { WorkerClient } from "./client.ts";
import type { CardFace } from "./protocol.ts";

/** `${title}|${number}` → the card's official page and image (cli/studio/card-links.ts). */
type Links = Record<string, { image?: string; page?: string }>;

export class CardPane {
  private faces: CardFace[] = [];
  private lang: FaceLanguage = "ja";
  private chosen: string | undefined;
  private readonly select: HTMLSelectElement;
  private readonly face: HTMLElement;
  private readonly printed: HTMLElement;
  private readonly linksEl: HTMLElement;
  private links: Links | undefined;

  constructor(
    root: HTMLElement,
    private readonly client: WorkerClient,
  ) {
    this.select = root.querySelector("#card-select")!;
    this.face = root.querySelector("#card-face")!;
    this.printed = root.querySelector("#card-printed")!;
    this.select.addEventListener("change", () => {
      this.chosen = this.select.value;
      this.draw();
    });
    for (const button of root.querySelectorAll<HTMLButtonElement>("[data-lang]"))
      button.addEventListener("click", () => {
        this.lang = button.dataset.lang as FaceLanguage;
        this.draw();
      });
    this.linksEl = root.querySelector("#card-links")!;
    void this.loadLinks();
    root.querySelector("#export-svg")!.addEventListener("click", () => this.exportSvg());
    root.querySelector("#export-png")!.addEventListener("click", () => void this.exportPng());
  }

  /** Read the open file's cards again; `line` (the cursor's) picks the card shown. */
  async update(uri: string, line: number): Promise<void> {
    this.faces = await this.client.request({ kind: "faces", uri });
    this.follow(line);
  }

  /** Show the card declared at or before `line`. */
  follow(line: number): void {
    const at = [...this.faces].reverse().find((f) => f.line <= line) ?? this.faces[0];
    if (at) this.chosen = at.number;
    this.select.replaceChildren(
      ...this.faces.map((f) => {
        const option = document.createElement("option");
        option.value = f.number;
        option.textContent = `${f.number} 「${f.name}」`;
        return option;
      }),
    );
    if (this.chosen) this.select.value = this.chosen;
    this.draw();
  }

  current(): CardFace | undefined {
    return this.faces.find((f) => f.number === this.chosen);
  }

  private draw(): void {
    const face = this.current();
    this.face.innerHTML = face ? cardFaceSvg(face, this.lang) : "";
    this.face.dataset.lang = this.lang;
    this.printed.textContent = face?.printed ?? "";
    const link = face && this.links?.[`${face.title}|${face.number}`];
    const anchors: HTMLAnchorElement[] = [];
    for (const [href, text] of [
      [link?.page, "official page"],
      [link?.image, "official image"],
    ] as const) {
      if (!href) continue;
      const a = document.createElement("a");
      a.href = href;
      a.textContent = text;
      a.target = "_blank";
      a.rel = "noreferrer";
      anchors.push(a);
    }
    this.linksEl.replaceChildren(...anchors);
  }

  /** The official links of the real cards (/api/card-links), read once. */
  private async loadLinks(): Promise<void> {
    try {
      const response = await fetch("/api/card-links");
      if (response.ok) this.links = ((await response.json()) as { links: Links }).links;
    } catch {
      // Served without the API: no links.
    }
    this.draw();
  }

  private download(name: string, blob: Blob): void {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  private exportSvg(): void {
    const face = this.current();
    if (!face) return;
    const svg = cardFaceSvg(face, this.lang);
    this.download(`${face.number}-${this.lang}.svg`, new Blob([svg], { type: "image/svg+xml" }));
  }

  /** The SVG rasterised by the browser at twice its size (fonts: the system's, no web font). */
  async exportPng(): Promise<Blob | undefined> {
    const face = this.current();
    if (!face) return undefined;
    const svg = cardFaceSvg(face, this.lang);
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width * 2;
      canvas.height = image.height * 2;
      canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, "image/png"));
      if (blob) this.download(`${face.number}-${this.lang}.png`, blob);
      return blob ?? undefined;
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}
