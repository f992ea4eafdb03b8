// The server and a protocol client in one process, over two PassThrough streams — the way
// vscode-languageserver-node tests itself. test/lsp/helpers.ts and bench/lsp.ts drive it.
import { PassThrough } from "node:stream";
import type { Connection, ProtocolConnection } from "vscode-languageserver/node";
import { protocol } from "./protocol-lib.ts";
import { startServer } from "./server.ts";

export interface InProcess {
  client: ProtocolConnection;
  server: Connection;
}

export function inProcessServer(): InProcess {
  const { createConnection, createProtocolConnection, StreamMessageReader, StreamMessageWriter } =
    protocol;
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const server = startServer(
    createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)),
  );
  const client = createProtocolConnection(
    new StreamMessageReader(toClient),
    new StreamMessageWriter(toServer),
  );
  return { client, server };
}
