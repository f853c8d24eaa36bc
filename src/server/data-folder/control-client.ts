import { request } from "node:http";
import { controlSocketOf, socketAddress } from "./control-socket";

export type ControlAnswer = { status: number; body: Buffer };

/** No server answers on the control socket (none runs, or it has not started yet). */
export class ServerUnreachable extends Error {}

export type ControlClient = {
  send(method: "GET" | "POST", path: string, body?: unknown): Promise<ControlAnswer>;
};

const answerTimeoutMs = 10 * 60 * 1000;

/** Asks the server holding DATA_DIR over its control socket (control-server.ts). */
export function controlClient(dataDir: string): ControlClient {
  const address = socketAddress(controlSocketOf(dataDir));
  return {
    send: (method, path, body) =>
      new Promise((resolve, reject) => {
        if (!address) {
          reject(new ServerUnreachable("the control socket's path is too long"));
          return;
        }
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const outgoing = request(
          {
            socketPath: address,
            path,
            method,
            agent: false,
            timeout: answerTimeoutMs,
            headers: payload ? { "content-type": "application/json" } : {},
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
            );
          },
        );
        outgoing.on("timeout", () => outgoing.destroy(new Error("the server did not answer")));
        outgoing.on("error", (error: NodeJS.ErrnoException) => {
          const notListening = ["ENOENT", "ECONNREFUSED", "ENOTSOCK"].includes(error.code ?? "");
          reject(notListening ? new ServerUnreachable(error.message) : error);
        });
        outgoing.end(payload);
      }),
  };
}
