// The page's side of the worker protocol: typed requests that resolve with the worker's answer,
// and a listener for what the worker says unasked (the workspace loaded). Two workers speak it:
// the language worker (worker.ts) and the translator's (translate-worker.ts).
import type { Answers, Reply, Request, WorkspaceLoaded } from "./protocol.ts";

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class WorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  private readonly listeners: ((e: WorkspaceLoaded) => void)[] = [];
  /** Set once the worker has loaded the project's card files. */
  workspace: WorkspaceLoaded | undefined;

  constructor(worker: Worker) {
    this.worker = worker;
    this.worker.onmessage = (e: MessageEvent<Reply | WorkspaceLoaded>) => {
      const data = e.data;
      if ("event" in data) {
        this.workspace = data;
        for (const l of this.listeners) l(data);
        return;
      }
      const p = this.pending.get(data.id);
      if (!p) return;
      this.pending.delete(data.id);
      if (data.ok) p.resolve(data.value);
      else p.reject(new Error(data.error));
    };
  }

  request<R extends Request>(request: R): Promise<Answers[R["kind"]]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, request });
    });
  }

  onWorkspace(listener: (e: WorkspaceLoaded) => void): void {
    this.listeners.push(listener);
    if (this.workspace) listener(this.workspace);
  }
}
