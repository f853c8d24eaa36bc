// npm run dev: the API (restarted on change by tsx watch) on API_PORT, and Vite's dev server
// with hot reload on PORT, which forwards /api to the API.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.PORT ?? "5000";
const apiPort = process.env.API_PORT ?? "5001";
const bin = (name) => `${root}/node_modules/.bin/${name}`;

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", APP_URL: `http://localhost:${port}` },
  }),
  spawn(bin("vite"), ["--port", port, "--strictPort"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
