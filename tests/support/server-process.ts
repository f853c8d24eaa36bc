import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
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

/** Starts the real built server (`node dist/server/main.js`) without waiting for it. */
export async function launchServer(env: Record<string, string>): Promise<LaunchedServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // A test's data starts empty; one that wants the seeded catalogue says so in `env`.
      SEED_OPPORTUNITIES: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
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
  };
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
