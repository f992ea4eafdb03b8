// What check-cache.ts compares to decide whether any card header changed: the exact text of the
// parts it was given, joined. It replaces a sha1 of the same parts (node:crypto) so that the
// language services run in a browser worker with no Node module (issue 18). Exact text cannot
// collide, and joining is cheaper than hashing: the headers of the whole cardtext/ are a few
// hundred kB, compared once per edit.
export class Digest {
  private readonly parts: string[] = [];

  update(part: string): this {
    this.parts.push(part);
    return this;
  }

  digest(): string {
    return this.parts.join("");
  }
}
