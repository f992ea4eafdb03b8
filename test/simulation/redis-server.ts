// A throwaway redis-server for the queue tests: on 127.0.0.1, a free port, no persistence. The
// binary comes from the Debian package redis-server (.ci/run installs it); without it the queue
// tests are skipped with a loud message rather than failing on a missing tool.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { connectRedis } from "../../simulation/queue/connect.ts";

export const redisBinary = (): boolean =>
  spawnSync("redis-server", ["--version"], { encoding: "utf8" }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  url: string;
  stop(): void;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const child: ChildProcess = spawn("redis-server", args, { stdio: "ignore" });
  const url = `redis://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      (await connectRedis(url, 1000)).disconnect();
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, stop: () => void child.kill("SIGKILL") };
}
