// `npm run dev`: the API server with reload on :3001 and Vite with hot reload on :5173 (proxying /api).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The sign-in and password pages are rendered by the API server with the build's renderer: build once if there is
// none (rebuild to see changes to those pages).
if (!existsSync('dist/ssr/entry-server.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      ...process.env,
      PORT: '3001',
      APP_URL: 'http://localhost:5173',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
