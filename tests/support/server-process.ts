import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const serverEntry = `${root}/dist/server/main.js`;

/** Builds dist/ when a test that needs the real server runs before any build. */
export async function ensureBuilt(): Promise<void> {
  if (existsSync(`${root}/dist/.build-stamp`) && existsSync(serverEntry)) return;
  const { buildAll } = (await import(`${root}/scripts/build.mjs`)) as {
    buildAll(): Promise<void>;
  };
  await buildAll();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  /** The server's process id (benchmarks read its memory use). */
  pid: number;
  output(): string;
  /** Sends the signal and waits for the process to end; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type LaunchedServer = ServerProcess & {
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves true once it answers /api/health, false if it ends first or within 60 s does not. */
  healthy(): Promise<boolean>;
};

/**
 * Starts the real built server (`node dist/server/main.js`) without waiting for it.
 *
 * `underSlowParent` runs it as a process manager may: in a process group of its own, as the
 * child of a process that never collects its children's exit status (a shell that becomes
 * `sleep`), so once killed the server stays a zombie until that parent ends; `stop` then
 * signals the server's group, and `end()` ends the parent.
 */
export async function launchServer(
  env: Record<string, string>,
  { underSlowParent = false }: { underSlowParent?: boolean } = {},
): Promise<LaunchedServer & { end(): void }> {
  const port = await freePort();
  // The shell prints the server's process id, then replaces itself with `sleep`.
  const [command, args] = underSlowParent
    ? [
        "/bin/sh",
        ["-c", 'setsid "$0" "$1" & echo "$!"; exec sleep 3600', process.execPath, serverEntry],
      ]
    : [process.execPath, [serverEntry]];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // A test's data starts empty; one that wants the seeded catalog says so in `env`.
      SEED_OPPORTUNITIES: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let serverPid = underSlowParent ? undefined : child.pid;
  child.stdout?.on("data", (chunk) => {
    output += chunk;
    if (serverPid === undefined && output.includes("\n")) {
      serverPid = Number(output.slice(0, output.indexOf("\n")));
      output = output.slice(output.indexOf("\n") + 1);
    }
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;

  const healthy = async () => {
    const deadline = Date.now() + 60_000;
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  const end = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  if (underSlowParent) {
    return {
      url,
      get pid() {
        return serverPid ?? 0;
      },
      exited,
      healthy,
      output: () => output,
      // The server's end is seen from outside: its port no longer accepts connections.
      stop: async (signal = "SIGTERM") => {
        try {
          if (serverPid) process.kill(-serverPid, signal);
        } catch {
          // already gone
        }
        while ((await portAnswers(port)) && child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return null;
      },
      end,
    };
  }
  return {
    url,
    pid: child.pid ?? 0,
    exited,
    healthy,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    end,
  };
}

/** Whether something accepts connections on the port. */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts the real built server (`node dist/server/main.js`) and waits until it is healthy. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launchServer(env);
  if (await server.healthy()) return server;
  await server.stop("SIGKILL");
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `npm run <script> -- <args>` as npm would (the script's command line from
 * package.json, its binary from node_modules/.bin, in the package's folder), without npm.
 * `input` is written to its standard input (otherwise it has none).
 */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  { input }: { input?: string } = {},
): Promise<CommandResult> {
  const packageJson = JSON.parse(await readFile(`${root}/package.json`, "utf8")) as {
    scripts: Record<string, string>;
  };
  const [command, ...scriptArgs] = packageJson.scripts[script]?.split(" ") ?? [];
  if (!command) throw new Error(`package.json has no script ${script}`);
  const child = spawn(`${root}/node_modules/.bin/${command}`, [...scriptArgs, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  child.stdin?.end(input);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) =>
    child.once("exit", (exitCode) => resolve(exitCode)),
  );
  return { code, stdout, stderr };
}
