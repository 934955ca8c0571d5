/** bench/REPORT.md: every figure beside its goal, then the detail of each step and how it was measured. */
import type { CpuPerOperation } from '../lib/cpu';
import { CEILING_SCENARIOS, HTTP_SCENARIOS, type ApiResult, type Backend } from '../steps/api';
import { LATENCY_FACTOR, type CapacityResult } from '../steps/capacity';
import { cpuMs, kB, ms, pct } from './goals';
import type { BenchResults, GoalCheck } from './results';
import type { LatencyRow } from './svg';

const BACKENDS: [Backend, string][] = [
  ['pglite', 'PGlite'],
  ['postgres', 'PostgreSQL'],
];

const HTTP_LABELS: Record<(typeof HTTP_SCENARIOS)[number], string> = {
  bare: 'bare Hono JSON route (reference)',
  oneQuery: 'bare route + one prepared `SELECT 1`',
  credits: '`GET /api/credits`, signed in',
  captionsOneUser: '`POST /api/captions`, one user',
  captionsManyUsers: '`POST /api/captions`, many users',
};

const CEILING_LABELS: Record<(typeof CEILING_SCENARIOS)[number], string> = {
  updateOneRow: 'credit `UPDATE` through the driver, one row',
  updateManyRows: 'credit `UPDATE` through the driver, many rows',
  spendOneUser: '`spendCredits()` in-process, one user',
  spendManyUsers: '`spendCredits()` in-process, many users',
};

function mark(goal: GoalCheck): string {
  if (goal.pass === null) return '— not measured';
  return goal.pass ? '✅ pass' : '❌ fail';
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function latencyRows(results: BenchResults): LatencyRow[] {
  const rows: LatencyRow[] = [];
  for (const [backend, name] of BACKENDS) {
    const api = results.api[backend];
    if (!api) continue;
    for (const scenario of HTTP_SCENARIOS) {
      const { p50, p90, p99 } = api.http[scenario].median;
      const label = {
        bare: 'bare route',
        oneQuery: 'bare route + SELECT 1',
        credits: 'GET /api/credits',
        captionsOneUser: 'captions, 1 user',
        captionsManyUsers: `captions, ${api.users} users`,
      }[scenario];
      rows.push({ label: `${name}: ${label}`, p50, p90, p99 });
    }
    const { firstTokenMs } = api.streaming;
    rows.push({
      label: `${name}: first token (1 conn.)`,
      p50: firstTokenMs.p50,
      p90: firstTokenMs.p90,
      p99: firstTokenMs.p99,
    });
  }
  return rows;
}

/** CPU per operation by side; PGlite has no database process (its work is the server's, or the client's). */
function cpuHeader(backend: Backend, client: string): string {
  return backend === 'postgres'
    ? `CPU per op.: server / PostgreSQL / ${client}`
    : `CPU per op.: server / ${client}`;
}

function cpuCell(backend: Backend, cpu: CpuPerOperation | undefined): string {
  if (!cpu) return '—';
  const sides =
    backend === 'postgres' ? [cpu.serverMs, cpu.databaseMs, cpu.clientMs] : [cpu.serverMs, cpu.clientMs];
  return sides.map(cpuMs).join(' / ');
}

function apiSection(results: BenchResults): string {
  const parts: string[] = [];
  const settings = results.settings.api;
  parts.push(
    `autocannon on loopback, ${settings.connections} connections, ${settings.rounds} rounds of ${settings.durationS} s per scenario (after ${settings.warmupS} s of warm-up), the scenarios taking turns within each round; medians of the rounds. Ratios are per round against the bare route of the same round, then the median. CPU per request is user plus system time from /proc over each measured run, divided by the requests served: the server process (with PGlite, the database runs inside it), PostgreSQL's processes, and autocannon (the benchmark's own process); on two cores, 2000 ms divided by their sum bounds the throughput. "Many users": ${results.api.pglite?.users ?? results.api.postgres?.users ?? settings.users} signed-in users, one per request in turn.`,
  );
  for (const [backend, name] of BACKENDS) {
    const api = results.api[backend];
    if (!api) continue;
    parts.push(`### ${name} — ${api.database}`);
    parts.push(
      table(
        ['Scenario', 'req/s', 'p50', 'p90', 'p99', 'vs bare', cpuHeader(backend, 'autocannon')],
        HTTP_SCENARIOS.map((scenario) => {
          const { median, ratioToBare, cpuPerRequest } = api.http[scenario];
          return [
            HTTP_LABELS[scenario],
            String(Math.round(median.rps)),
            ms(median.p50),
            ms(median.p90),
            ms(median.p99),
            pct(ratioToBare),
            cpuCell(backend, cpuPerRequest),
          ];
        }),
      ),
    );
    const statements = api.statementsPerRequest
      ? `SQL statements per request, counted at the pg driver (BEGIN/COMMIT included): \`GET /api/credits\` ${api.statementsPerRequest.credits.toFixed(1)}, \`POST /api/captions\` ${api.statementsPerRequest.captions.toFixed(1)}, of which \`spendCredits()\` ${api.statementsPerRequest.spendCredits.toFixed(1)}. `
      : '';
    parts.push(
      statements +
        `With one connection: \`GET /api/credits\` p50 ${ms(api.creditsUnloaded.p50)}, p99 ${ms(api.creditsUnloaded.p99)}; the bare route p50 ${ms(api.bareUnloaded.p50)}, p99 ${ms(api.bareUnloaded.p99)}. ` +
        `Server RSS: idle ${Math.round(api.rssMb.idle)} MB, under this load median ${Math.round(api.rssMb.loadMedian)} MB, max ${Math.round(api.rssMb.loadMax)} MB.` +
        (api.errors.length ? `\n\nErrors during load: ${api.errors.join('; ')}` : ''),
    );
  }
  return parts.join('\n\n');
}

function ceilingSection(results: BenchResults): string {
  const parts = [
    `The single-row credit \`UPDATE\` that \`spendCredits\` issues for a paid credit (\`UPDATE user_credits SET used_credits = used_credits + $1, updated_at = $2 WHERE id = $3\`), sent straight through the driver by ${results.settings.api.connections} concurrent callers (PostgreSQL: a \`pg\` pool of 10 connections, the app's pool size; PGlite: the one in-process instance), ${results.settings.api.ceilingDurationS} s per round, after the server has stopped. \`spendCredits()\` is the whole spend transaction, called in-process without HTTP, to tell the transaction's cost from the HTTP path's.`,
  ];
  const rows: string[][] = [];
  for (const [backend, name] of BACKENDS) {
    const api = results.api[backend];
    if (!api) continue;
    for (const scenario of CEILING_SCENARIOS) {
      const { median, cpuPerOperation: cpu } = api.ceiling[scenario];
      rows.push([
        name,
        CEILING_LABELS[scenario],
        String(Math.round(median.rps)),
        ms(median.p50),
        ms(median.p99),
        cpu ? `${cpuMs(cpu.clientMs)} / ${backend === 'postgres' ? cpuMs(cpu.databaseMs) : '—'}` : '—',
      ]);
    }
    rows.push([
      name,
      '**HTTP spend / UPDATE ceiling**',
      `one user ${pct(api.spendToCeiling.oneUser)}, many ${pct(api.spendToCeiling.manyUsers)}`,
      '',
      '',
      '',
    ]);
  }
  parts.push(
    table(['Database', 'Operation', 'ops/s', 'p50', 'p99', 'CPU per op.: caller / PostgreSQL'], rows),
    "CPU is user plus system time from /proc, divided by the operations done: the caller is the benchmark's own process (the driver, and with PGlite the database itself, which runs inside it); PostgreSQL's share sums its processes.",
  );
  return parts.join('\n\n');
}

function streamingSection(results: BenchResults): string {
  const rows: string[][] = [];
  for (const [backend, name] of BACKENDS) {
    const s = results.api[backend]?.streaming;
    if (!s) continue;
    rows.push([
      name,
      String(s.samples),
      `${ms(s.startMs.p50)} / ${ms(s.startMs.p99)}`,
      `${ms(s.firstTokenMs.p50)} / ${ms(s.firstTokenMs.p99)}`,
      ms(s.modelFirstChunkMs),
      `**${ms(s.serverAddedMs.p50)}** / ${ms(s.serverAddedMs.p99)}`,
      String(s.deltasPerAnswer),
    ]);
  }
  return [
    "Sequential `POST /api/captions` on one keep-alive connection with the zero-latency model (the offline engine without its 8 ms pacing). Timed from sending the request to the `start` event (the credit is spent) and to the first `delta`. The model's own time to its first chunk is measured in-process and subtracted.",
    table(
      [
        'Database',
        'Requests',
        '`start` p50 / p99',
        'First token p50 / p99',
        "Model's own",
        'Added by the server p50 / p99',
        'Deltas per answer',
      ],
      rows,
    ),
  ].join('\n\n');
}

/** A message fit for one table cell: no pipe or line break, at most `max` characters. */
function tableText(text: string, max: number): string {
  const flat = text.replace(/[|\n\r]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "256 concurrent answers", or "≥ 1024" when even the last level held. */
function capacityFigure(capacity: CapacityResult): string {
  if (capacity.capacity === 0) return 'none: answers failed at C = 1';
  if (capacity.stoppedBy === 'maximum') {
    return `≥ ${capacity.capacity} concurrent answers (the largest level measured held)`;
  }
  const why =
    capacity.stoppedBy === 'errors'
      ? 'answers failed at the next level'
      : `the median more than doubled at the next level`;
  return `${capacity.capacity} concurrent answers (${why})`;
}

function capacitySection(results: BenchResults): string {
  const settings = results.settings.capacity;
  const parts = [
    `How many streamed answers one instance holds at once before they slow down. A model takes time, mostly waiting: for this step the bench server paces the offline engine with a pause of ${settings.chunkDelayMs} ms before each chunk (\`BENCH_AI_CHUNK_DELAY_MS\`, read by the bench server only), so a caption answer lasts about a second of model time, as with a hosted model, and the server's own work per answer is spread over it. Closed loops at C = 1, 2, 4, … up to ${settings.maxConcurrency}, spread over ${results.capacity.pglite?.users ?? results.capacity.postgres?.users ?? settings.users} signed-in users, each send \`POST /api/captions\` and read the whole NDJSON stream, again as soon as one ends; per level ${settings.warmupS} s of warm-up, then answers started in a window of ${settings.durationS} s are timed (the loops go on until the last of those has ended, so each ran with all C in flight). The ramp stops at the first level whose median answer time is more than ${LATENCY_FACTOR}× the median at C = 1, whose answers fail, or at the last level. **The capacity is the largest C whose median stayed within ${LATENCY_FACTOR}× the median at C = 1.** The client runs on loopback and shares the machine's two cores with the server (it parses every NDJSON line, ~36 per answer), so at high C it takes CPU the server would otherwise have: the figure is a lower bound for a server with the cores to itself. The first token comes after one pacing pause. Server CPU is the server process's user plus system time from the window's start until its last answer ended, in % of one core (the app's JavaScript runs on one; PGlite runs inside it); machine busy is the share of both cores that anything used meanwhile, other work on a shared machine included: near 100 % the knee is the machine's, not the server's. CPU per answer by side as in step 2; at low C it is mostly the processes' idle cost spread over few answers.`,
  ];
  for (const [backend, name] of BACKENDS) {
    const capacity = results.capacity[backend];
    if (!capacity) continue;
    parts.push(`### ${name} — ${capacity.database}`);
    parts.push(
      table(
        [
          'C',
          'Answers/s',
          'Answer p50',
          'Answer p99',
          'First token p50',
          'Errors',
          'Server CPU',
          'Machine busy',
          cpuHeader(backend, 'client'),
          'Server RSS max',
        ],
        capacity.levels.map((level) => [
          String(level.concurrency),
          level.answersPerSec.toFixed(1),
          ms(level.answerMs.p50),
          ms(level.answerMs.p99),
          ms(level.firstTokenMs.p50),
          level.errors ? `${level.errors}: ${tableText(level.firstError ?? '', 80)}` : '0',
          `${Math.round(level.serverCpuPct)} %`,
          `${Math.round(level.machineBusyPct)} %`,
          cpuCell(backend, level.cpuPerAnswer),
          `${Math.round(level.rssMaxMb)} MB`,
        ]),
      ),
    );
    parts.push(`**Capacity on ${name}: ${capacityFigure(capacity)}.**`);
  }
  return parts.join('\n\n');
}

function frontEndSection(results: BenchResults): string {
  const parts: string[] = [];
  const bundles = results.bundles;
  if (bundles) {
    parts.push(
      `Bytes each route loads, from the Vite manifest \`${bundles.manifestSource}\`${bundles.manifestSource.startsWith('dist/') ? '' : ` (vite.config.ts emits none, so the benchmark repeats the build with \`--manifest\` into its own folder${bundles.matchesDist ? '; its chunks are the ones in dist/client' : '; **its chunks differ from dist/client**, which is older than the sources'})`}: what the HTML document the server sends for the route loads by itself (entry chunk, its static imports, public scripts, its inline scripts and the files they load, CSS — the "document" column), plus the lazy modules the router loads for the route, with their static imports. gzip level 9, brotli quality 11; kB = 1000 bytes.`,
    );
    parts.push(
      table(
        [
          'Route',
          'JS raw',
          'JS gzip',
          'JS brotli',
          'of which document (gzip)',
          'CSS raw',
          'CSS gzip',
          'CSS brotli',
          'Document',
          'Lazy modules',
        ],
        bundles.routes.map((r) => [
          `\`${r.route}\``,
          kB(r.js.raw),
          kB(r.js.gzip),
          kB(r.js.brotli),
          kB(r.sharedJs.gzip),
          kB(r.css.raw),
          kB(r.css.gzip),
          kB(r.css.brotli),
          r.document,
          r.lazyModules.map((m) => `\`${m}\``).join(', ') || '—',
        ]),
      ),
    );
    const landing = bundles.routes.find((r) => r.route === '/');
    if (landing) {
      parts.push(
        `Largest files for \`/\` (gzip): ${landing.files
          .filter((f) => f.kind === 'js')
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 6)
          .map((f) => `\`${f.file}\` ${kB(f.gzip)}`)
          .join(', ')}.`,
      );
    }
  }
  const fe = results.frontEnd;
  if (fe) {
    parts.push(
      `Lighthouse (default mobile configuration: 4× CPU slow-down, simulated slow 4G; ${fe.chromium}, headless), median of ${results.settings.lighthouseRuns} run(s) per page against the production server (\`dist/server/index.js\`); dashboard pages with a signed-in session cookie. "Wire" is what Lighthouse saw transferred.`,
    );
    parts.push(
      table(
        ['Route', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'Scripts on the wire'],
        fe.summary.map((s) => [
          `\`${s.route}\``,
          String(s.performance),
          String(s.accessibility),
          String(s.bestPractices),
          String(s.seo),
          ms(s.lcpMs),
          ms(s.tbtMs),
          s.cls.toFixed(3),
          ms(s.fcpMs),
          kB(s.scriptTransferBytes),
        ]),
      ),
    );
    parts.push(
      'LCP element and its phases (median):\n\n' +
        fe.summary
          .map(
            (s) =>
              `- \`${s.route}\`: ${s.lcpElement} — ${Object.entries(s.lcpPhasesMs)
                .map(([phase, value]) => `${phase} ${ms(value)}`)
                .join(', ')}`,
          )
          .join('\n'),
    );
    const failing = fe.summary.filter((s) => s.failing.length);
    if (failing.length) {
      parts.push(
        'Audits below full score (any run):\n\n' +
          failing.map((s) => `- \`${s.route}\`: ${s.failing.map((f) => `\`${f}\``).join(', ')}`).join('\n'),
      );
    }
  }
  return parts.join('\n\n');
}

function startSection(results: BenchResults): string {
  const start = results.start;
  if (!start) return '';
  const list = (values: number[], unit: string) => `${values.map((v) => Math.round(v)).join(', ')} ${unit}`;
  const rows: string[][] = [];
  for (const [key, name] of BACKENDS) {
    const runs = start[key];
    if (!runs) continue;
    rows.push(
      [
        `${name}: empty data (creates the database, runs every migration)`,
        ms(runs.median.emptyMs),
        list(runs.emptyMs, 'ms'),
      ],
      [`${name}: existing data`, ms(runs.median.existingMs), list(runs.existingMs, 'ms')],
      [
        `${name}: RSS ${results.settings.earlyS} s after the first 200, first start`,
        `${Math.round(runs.median.earlyRssAfterEmptyMb)} MB`,
        list(runs.earlyRssAfterEmptyMb, 'MB'),
      ],
      [
        `${name}: RSS ${results.settings.earlyS} s after the first 200, existing data`,
        `${Math.round(runs.median.earlyRssMb)} MB`,
        list(runs.earlyRssMb, 'MB'),
      ],
      [
        `${name}: idle RSS after the first start`,
        `${Math.round(runs.median.idleRssAfterEmptyMb)} MB`,
        list(runs.idleRssAfterEmptyMb, 'MB'),
      ],
      [
        `${name}: idle RSS, existing data`,
        `${Math.round(runs.median.idleRssMb)} MB`,
        list(runs.idleRssMb, 'MB'),
      ],
    );
  }
  return [
    `\`${start.command}\` (what \`npm start\` runs; dist/ is current, so no build) until \`GET /api/health\` answers 200 (it pings the database: it is open and migrated). ${start.pglite.emptyMs.length} start(s) of each kind; RSS read ${results.settings.earlyS} s after the first 200, and idle, ${results.settings.idleS} s after it: V8 keeps the heap the start grew until its memory reducer runs, some seconds into idleness, and then gives it back. On PostgreSQL "empty" is a fresh database on the local server. The goals apply to the default, PGlite.`,
    table(['Figure', 'Median', 'Runs'], rows),
    start.postgresError ? `PostgreSQL starts failed: ${start.postgresError}` : '',
    `Packages the server bundle imports, loaded one after another in a fresh process (a shared dependency counts for the first that loads it), slowest first: ${start.importCosts
      .slice(0, 8)
      .map((c) => `\`${c.module}\` ${ms(c.ms)}`)
      .join(
        ', ',
      )}; all ${start.importCosts.length}: ${ms(start.importCosts.reduce((sum, c) => sum + c.ms, 0))}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function apiRssSummary(api: Partial<Record<Backend, ApiResult>>): string {
  return BACKENDS.filter(([b]) => api[b])
    .map(([b, name]) => `${name} ${Math.round(api[b]!.rssMb.loadMax)} MB`)
    .join(', ');
}

/** The flags of the command that wrote the report: ` -- --quick --only capacity`, or nothing. */
function runFlags(results: BenchResults): string {
  const flags = [
    ...(results.mode === 'quick' ? ['--quick'] : []),
    ...(results.only ? [`--only ${results.only.join(',')}`] : []),
  ];
  return flags.length ? ` -- ${flags.join(' ')}` : '';
}

export function renderReport(results: BenchResults, chartFile: string): string {
  const failing = results.goals.filter((g) => g.pass === false);
  const when = new Date(results.startedAt).toISOString().replace('T', ' ').slice(0, 16);
  const m = results.machine;
  const sections: string[] = [
    `# Performance report${results.mode === 'quick' ? ' (quick smoke run — timings mean nothing)' : ''}${results.only ? ` (partial run: ${results.only.join(', ')})` : ''}`,
    `Written by \`npm run bench${runFlags(results)}\` on ${when} UTC in ${Math.round(results.totalSeconds)} s, at commit \`${results.git.commit.slice(0, 10)}\`${results.git.isDirty ? ' with uncommitted changes' : ''}. Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average (1/5/15 min) ${m.loadAverageAtStart.map((l) => l.toFixed(2)).join(' / ')} at the start and ${m.loadAverageAtEnd.map((l) => l.toFixed(2)).join(' / ')} at the end. The machine is shared and noisy: every figure is a median of repetitions, and throughput is compared with a reference measured in the same run.`,
    '## Goals',
    table(
      ['Figure', 'Goal', 'Measured', ''],
      results.goals.map((g) => [g.figure, g.goal, g.measured, mark(g)]),
    ),
  ];
  if (failing.length) {
    sections.push(
      '### What stands in the way',
      failing
        .map(
          (g) =>
            `- **${g.figure}** (${g.measured}, goal ${g.goal}): ${(g.why ?? 'see below').replace(/\.$/, '')}.`,
        )
        .join('\n'),
    );
  }
  if (results.errors.length) {
    sections.push(
      '### Steps that failed',
      results.errors.map((e) => `- ${e.step}: ${e.message.split('\n')[0]}`).join('\n'),
    );
  }
  sections.push(
    '## Latency percentiles',
    `![Latency percentiles](${chartFile})`,
    '## 1. Front end',
    frontEndSection(results),
    '## 2. API throughput and latency',
    'The server is the real app (`createRuntime`, bundled with esbuild like `dist/server`) with a zero-latency model: the built-in offline engine with no pacing delay, so captions measure our own path — session, validation, the credit spend, the prompt, NDJSON streaming and storing the generation — and nothing of a model. Beside it, in the same process and through the same `@hono/node-server` adapter, a bare Hono app answers `GET /__bench/bare` with `{"ok":true}`: the reference. `GET /__bench/one-query` is the same route plus one prepared `SELECT 1` through the app\'s own database handle (pool of 10 on PostgreSQL): the least a route that reads the database per request costs.',
    apiSection(results),
    '## 3. Database ceiling',
    ceilingSection(results),
    '## 4. Streaming: time to first token',
    streamingSection(results),
    '## 5. Start and memory',
    startSection(results) +
      (Object.keys(results.api).length
        ? `\n\nRSS of the API server under the load of step 2 (max): ${apiRssSummary(results.api)}.`
        : ''),
    '## 6. Capacity: concurrent streamed answers',
    capacitySection(results),
    '## Run',
    table(
      ['Step', 'Seconds'],
      Object.entries(results.stepSeconds).map(([step, seconds]) => [step, String(Math.round(seconds))]),
    ),
    'Raw figures, every run: `bench/results/latest.json`. How to run: README, "Performance"; why it is built this way: docs/decisions/009-benchmark.md.',
  );
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
