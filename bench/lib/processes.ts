import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free TCP port on loopback (asked from the OS, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of every process the benchmark starts: only what Node needs plus the given settings, so a
 * GEMINI_API_KEY, DATABASE_URL or SMTP_URL in the caller's shell can never leak into a measurement.
 */
export function cleanEnv(settings: Record<string, string>): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'USER'];
  const env: Record<string, string> = {};
  for (const name of keep) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, NODE_ENV: 'production', ...settings };
}

export type Started = {
  child: ChildProcess;
  pid: number;
  /** The child's stdout and stderr so far (they go to a file, so a busy parent never blocks the child). */
  log(): string;
  stop(): Promise<void>;
};

/** Starts a process with its output in `logFile`; `stop()` sends SIGTERM and, after 10 s, SIGKILL. */
export function startProcess(
  command: string,
  args: string[],
  options: { env: Record<string, string>; logFile: string; cwd?: string },
): Started {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd ?? process.cwd(),
    env: options.env,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    child,
    pid: child.pid,
    log: () => {
      try {
        return readFileSync(options.logFile, 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killed = sleep(10_000).then(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      await Promise.race([exited, killed]);
      await exited;
    },
  };
}

/**
 * Polls `url` every `intervalMs` until it answers 200; resolves with the time of that answer
 * (performance.now()). Fails when the process exits first or after `timeoutMs`.
 */
export async function waitFor200(
  url: string,
  options: { timeoutMs: number; intervalMs?: number; process?: Started },
): Promise<number> {
  const deadline = performance.now() + options.timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
    } catch {
      // Not listening yet.
    }
    const child = options.process?.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}):\n${options.process!.log()}`,
      );
    }
    if (performance.now() > deadline) {
      throw new Error(`no 200 from ${url} within ${options.timeoutMs} ms\n${options.process?.log() ?? ''}`);
    }
    await sleep(options.intervalMs ?? 10);
  }
}

/** Resident set size of a process in MB (VmRSS from /proc; Linux only), NaN when unknown. */
export async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `intervalMs` until stopped. */
export function sampleRss(pid: number, intervalMs = 250) {
  const samples: number[] = [];
  let isRunning = true;
  const done = (async () => {
    while (isRunning) {
      const value = await rssMb(pid);
      if (Number.isFinite(value)) samples.push(value);
      await sleep(intervalMs);
    }
  })();
  return {
    samples,
    async stop() {
      isRunning = false;
      await done;
      return samples;
    },
  };
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}
