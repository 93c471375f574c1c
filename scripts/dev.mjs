// Development: the BFF (with the embedded sandbox) restarting on change, and Vite serving the SPA with a proxy to it.
import { spawn } from 'node:child_process';

// Sandbox mode, with reset links on the page's origin (Vite's), not the BFF's own port.
const bffEnv = { SERVE_WEB: 'false', SANDBOX: '1', PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.WEB_PORT ?? 5173}` };

const children = [
  spawn('npx', ['tsx', 'watch', 'bff/src/start.ts'], { stdio: 'inherit', env: { ...process.env, ...bffEnv } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
