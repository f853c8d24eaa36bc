import { createServer, type Socket, connect as tcpConnect } from "node:net";

/** What a cut does to the connections already open: end them, or leave them silent. */
export type OpenConnections = "dropped" | "frozen";

export type TcpProxy = {
  port: number;
  /**
   * Cuts the network: open connections are dropped (as when the server restarts) or frozen
   * (no byte passes any more, not even the end of a connection, no error either, as when a
   * network fails silently); new ones are accepted but never answered (a blackhole, as a dead
   * host or a firewall dropping packets).
   */
  cut(open: OpenConnections): void;
  /**
   * The network is back: held and frozen connections are dropped, new ones reach the target
   * again.
   */
  restore(): void;
  close(): Promise<void>;
};

/** A TCP proxy on 127.0.0.1 to `target`, so a test can take the network away and give it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const live = new Set<Socket>();
  const held = new Set<Socket>();
  const frozen = new Set<Socket>();
  let isCut = false;

  const track = (socket: Socket, into: Set<Socket>) => {
    into.add(socket);
    socket.on("error", () => socket.destroy());
    socket.on("close", () => into.delete(socket));
  };

  const server = createServer((client) => {
    if (isCut) {
      track(client, held);
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    track(client, live);
    track(upstream, live);
    client.pipe(upstream);
    upstream.pipe(client);
    // On a silent network not even the end of a connection passes: the other side learns of
    // it only when the network is back.
    client.on("close", () => {
      if (!frozen.has(client)) upstream.destroy();
    });
    upstream.on("close", () => {
      if (!frozen.has(upstream)) client.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const destroyAll = (sockets: Set<Socket>) => {
    for (const socket of [...sockets]) socket.destroy();
  };

  return {
    port,
    cut(open) {
      isCut = true;
      if (open === "dropped") destroyAll(live);
      else
        for (const socket of live) {
          frozen.add(socket);
          socket.unpipe().pause();
        }
    },
    restore() {
      isCut = false;
      destroyAll(held);
      // What ended during the cut is told now: frozen connections end on both sides.
      const thawed = [...frozen];
      frozen.clear();
      for (const socket of thawed) socket.destroy();
    },
    close: async () => {
      frozen.clear();
      destroyAll(live);
      destroyAll(held);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
