import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killOnExit, sleep } from './app-process';

/** The shipped configuration: the production server blocks and the proxy rules they include. */
export const NGINX_DEPLOY_DIR = path.resolve('deploy/nginx');
const PROXY_SNIPPET = 'copilot-proxy.conf';

/** The nginx binary on PATH or in the usual Debian place; undefined when nginx is not installed. */
export function findNginx(): string | undefined {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

/**
 * A prefix directory of nginx's own (configuration, pid file, logs, temp files), so a test never touches the
 * system's nginx. Readable by the unprivileged worker processes nginx starts when its master runs as root.
 */
function nginxPrefix(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'copilot-nginx-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'snippets'));
  copyFileSync(path.join(NGINX_DEPLOY_DIR, PROXY_SNIPPET), path.join(dir, 'snippets', PROXY_SNIPPET));
  return dir;
}

/** The main context of a private nginx: its pid file, logs and temp paths in `dir`, `http` holding `body`. */
function mainConfig(dir: string, body: string): string {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${body}
}
`;
}

export type NginxProcess = {
  url: string;
  port: number;
  /** Stops nginx (SIGQUIT, then SIGKILL) and removes its directory. */
  stop(): Promise<void>;
};

/**
 * nginx in front of `upstreams` (host:port each), round-robin, on 127.0.0.1: the shipped proxy rules
 * (deploy/nginx/copilot-proxy.conf, included unchanged) in a plain-HTTP server block on `port`, the test's variant of
 * deploy/nginx/copilot.conf without TLS. Each response says which instance answered (X-Upstream), so a test can
 * see the requests spread over both.
 */
export async function startNginx(nginx: string, upstreams: string[], port: number): Promise<NginxProcess> {
  const dir = nginxPrefix();
  const config = mainConfig(
    dir,
    `
  upstream copilot_app {
    ${upstreams.map((address) => `server ${address};`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    add_header X-Upstream $upstream_addr always;
    include snippets/${PROXY_SNIPPET};
  }`,
  );
  writeFileSync(path.join(dir, 'nginx.conf'), config);

  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  killOnExit(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !hasExited) {
    // Any answer (even a 502 from a missing instance) means nginx listens.
    if (
      await fetch(`${url}/robots.txt`).then(
        () => true,
        () => false,
      )
    )
      return { url, port, stop };
    await sleep(50);
  }
  const log = readFileSync(path.join(dir, 'error.log'), 'utf8');
  await stop();
  throw new Error(`nginx did not start:\n${stderr}\n${log}`);
}

/**
 * `nginx -t` on the shipped production configuration (deploy/nginx/copilot.conf with its TLS server), in a
 * private prefix with `certificate` and `key` in place of the placeholder certificate paths. Returns nginx's
 * status and messages.
 */
export function checkProductionConfig(
  nginx: string,
  tls: { certificate: string; key: string },
): { status: number | null; output: string } {
  const dir = nginxPrefix();
  try {
    const site = readFileSync(path.join(NGINX_DEPLOY_DIR, 'copilot.conf'), 'utf8')
      .replace('/etc/ssl/copilot/fullchain.pem', tls.certificate)
      .replace('/etc/ssl/copilot/privkey.pem', tls.key);
    writeFileSync(path.join(dir, 'copilot.conf'), site);
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, `  include ${dir}/copilot.conf;`));
    const result = spawnSync(
      nginx,
      ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      { encoding: 'utf8' },
    );
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
