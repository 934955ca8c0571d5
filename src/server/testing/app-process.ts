import { spawn, type ChildProcess } from 'node:child_process';

export type AppProcess = {
  /** The port the instance listens on (127.0.0.1). */
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the instance printed (pino JSON lines and any crash output). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL: the process dies mid-request, as on a crash or an OOM kill. */
  kill(): Promise<void>;
};

const READY_TIMEOUT_MS = 30_000;

/** Children still running when the test process exits (a crash, a timeout) are killed with it, never left over. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/**
 * Starts the real server entry point (src/server/index.ts, through tsx: no build needed) as a child process on
 * 127.0.0.1. `PORT` 0 (the default) lets the OS choose a free port; the instance reports it in its start log
 * line. Resolves once /api/health answers; rejects with the instance's output if it exits or never gets there.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  try {
    const port = await waitForPort(() => output, exited);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, exited);
    return { port, url, child, output: () => output, stop, kill };
  } catch (error) {
    await kill();
    throw new Error(`${(error as Error).message}\n--- instance output ---\n${output}`, { cause: error });
  }
}

/** The port from the instance's "Copilot is running" log line. */
async function waitForPort(output: () => string, exited: Promise<void>): Promise<number> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const line = output()
      .split('\n')
      .find((entry) => entry.includes('Copilot is running'));
    if (line) return (JSON.parse(line) as { port: number }).port;
    if (hasExited) throw new Error('the instance exited before it started listening');
    await sleep(50);
  }
  throw new Error('the instance did not start listening in time');
}

async function waitForHealth(url: string, exited: Promise<void>): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('the instance exited before it was healthy');
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
  throw new Error('the instance did not become healthy in time');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
