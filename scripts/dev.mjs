// Development: the API server on PORT+1 (restarting on change) behind Vite's dev server on PORT,
// which proxies /api to it. Open http://localhost:3000.
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 3000);
const env = {
  ...process.env,
  PORT: String(port + 1),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
};
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--port", String(port), "--strictPort"], { stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", stop));
