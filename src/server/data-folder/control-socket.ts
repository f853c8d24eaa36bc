import path from "node:path";

/**
 * The running server's control socket: a Unix domain socket inside DATA_DIR, in a folder only
 * its owner may enter, never on the network. Operator commands (backup, seed:demo,
 * user:grant) do their work through it while the server holds the data folder.
 */
export function controlSocketOf(dataDir: string): string {
  return path.join(dataDir, "run", "control.sock");
}

/** Socket addresses are limited to about 100 bytes (104 on macOS, 108 on Linux). */
const maxAddressBytes = 100;

/**
 * The address to listen on or connect to: the socket's path, or the same path relative to
 * the working folder when the absolute one is too long; undefined when both are.
 */
export function socketAddress(socketPath: string): string | undefined {
  const relative = path.relative(process.cwd(), socketPath);
  return [socketPath, relative].find(
    (candidate) => candidate !== "" && Buffer.byteLength(candidate) <= maxAddressBytes,
  );
}
