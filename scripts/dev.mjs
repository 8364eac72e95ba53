// `npm run dev`: the API (restarting on change) on API_PORT, and Vite's dev server with hot reload
// on PORT, forwarding /api to the API.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(process.execPath, ["--watch", "--import", "tsx", "apps/server/src/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://localhost:${port}` },
  }),
  spawn("npx", ["react-router", "dev", "--port", port], {
    cwd: "apps/web",
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
