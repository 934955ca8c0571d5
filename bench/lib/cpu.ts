import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time spent by each side of a measurement (Linux /proc): the app server, the database and this process (the
 * load generator, or the driver's client in the ceiling runs). Divided by the operations done, it says where a
 * request's cost goes, and how many requests two cores can serve at most.
 */
export type CpuPerOperation = {
  /** The app server process (with PGlite, the database's work is in here too). */
  serverMs: number;
  /** PostgreSQL's processes (its backends and helpers); 0 on PGlite. */
  databaseMs: number;
  /** This process: autocannon for HTTP runs, the driver and spendCredits() for ceiling runs. */
  clientMs: number;
};

let tickMs: number | undefined;

/** Milliseconds per /proc clock tick (USER_HZ, 100 on Linux almost everywhere). */
function clockTickMs(): number {
  tickMs ??= 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);
  return tickMs;
}

/** User plus system CPU of one process, in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th
    // and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * clockTickMs();
  } catch {
    return 0;
  }
}

/** Every process of the local PostgreSQL server (its backends come and go with the pool's connections). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return pids;
}

function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Starts counting; `perOperation(n)` gives each side's CPU since the start divided by `n`. PostgreSQL's side sums
 * the processes alive at both readings, so start and read while the pool's connections are open.
 */
export function startCpuMeter(options: { serverPid?: number; postgres: boolean }) {
  const read = () => {
    const database = options.postgres ? postgresPids() : [];
    return {
      server: options.serverPid ? processCpuMs(options.serverPid) : 0,
      database: new Map(database.map((pid) => [pid, processCpuMs(pid)])),
      client: ownCpuMs(),
    };
  };
  const start = read();
  return {
    perOperation(operations: number): CpuPerOperation {
      const end = read();
      let databaseMs = 0;
      for (const [pid, ms] of end.database) databaseMs += ms - (start.database.get(pid) ?? 0);
      const per = (value: number) => (operations > 0 ? value / operations : Number.NaN);
      return {
        serverMs: per(end.server - start.server),
        databaseMs: per(databaseMs),
        clientMs: per(end.client - start.client),
      };
    },
  };
}

/** Busy and total clock ticks of the whole machine, all cores (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user and nice).
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/**
 * Starts watching the whole machine; `busyPct()` is the share of all cores that was busy since, whoever used it.
 * Beside our own processes' CPU it tells a saturated machine (other work on a shared host included) from a server
 * that waits on something else.
 */
export function startMachineMeter() {
  const start = machineTicks();
  return {
    busyPct(): number {
      const end = machineTicks();
      return ((end.busy - start.busy) / (end.total - start.total)) * 100;
    },
  };
}
