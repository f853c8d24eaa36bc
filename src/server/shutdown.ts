import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long a keep-alive connection stays open, idle, once shutdown has begun. */
const idleGraceMs = 1000;
const shutdownTimeoutMs = 10_000;

export type TrackedConnections = {
  /**
   * Stops accepting connections and resolves once every connection has closed: each request
   * already received is answered, with `Connection: close`; a connection with no request in
   * flight is closed after it has stayed idle for a moment, long enough for a request already
   * on its way to be read and answered rather than cut off.
   */
  drain(): Promise<void>;
};

/** Follows the server's connections from the start, so that they can be drained. */
export function trackConnections(server: Server): TrackedConnections {
  const inFlight = new Map<Socket, number>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;

  const closeWhenIdle = (socket: Socket) => {
    setTimeout(() => {
      // One more turn of the event loop reads whatever the client sent in the meantime.
      setImmediate(() => {
        if (inFlight.get(socket) === 0) socket.end();
      });
    }, idleGraceMs).unref();
  };

  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once("close", () => inFlight.delete(socket));
  });
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (draining) response.setHeader("connection", "close");
    unanswered.add(response);
    response.once("close", () => {
      unanswered.delete(response);
      const requests = inFlight.get(socket);
      if (requests === undefined) return; // the connection is gone
      inFlight.set(socket, requests - 1);
      if (draining && requests === 1) closeWhenIdle(socket);
    });
  });

  return {
    drain: () =>
      new Promise((resolve) => {
        draining = true;
        // net.Server's own close: stop listening but keep the open connections. (http.Server's
        // close would also cut idle keep-alive connections at once, and with them any request
        // that was sent but not read yet.)
        NetServer.prototype.close.call(server, () => resolve());
        for (const response of unanswered) {
          if (!response.headersSent) response.setHeader("connection", "close");
        }
        for (const [socket, requests] of inFlight) {
          if (requests === 0) closeWhenIdle(socket);
        }
      }),
  };
}

/**
 * On SIGTERM or SIGINT: stop accepting, answer every request already received, then `stop`
 * the rest (jobs, control socket, database, which gives the data folder back) and exit 0.
 */
export function listenForShutdown(
  app: FastifyInstance,
  connections: TrackedConnections,
  stop: () => Promise<void>,
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, shutdownTimeoutMs);
    force.unref();
    try {
      await connections.drain();
      await app.close();
      await stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
