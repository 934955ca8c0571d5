/** bench/REPORT.md: each goal beside its figure, then each step's figures, in tables that prettier aligns. */
import type { CpuPerOperation } from './lib/cpu';
import { NOT_FOUND_PATH, RESET_PASSWORD_PATH, needsSession } from './lib/pages';
import type { BenchResults, GoalCheck } from './lib/results';
import { CEILING_SCENARIOS, HTTP_SCENARIOS } from './steps/api';
import type { ApiResult, Backend, CeilingScenario, HttpScenario } from './steps/api';
import type { RouteBundle } from './steps/bundles';
import { LATENCY_FACTOR, type CapacityLevel, type CapacityResult } from './steps/capacity';
import type { LighthouseSummary } from './steps/lighthouse';
import type { StartRuns } from './steps/start';

export type Show = (value: number) => string;
/** kB as Vite prints them: 1000 bytes. */
export const kB: Show = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms: Show = (value) => (value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`);
export const pct: Show = (ratio) => `${Math.round(ratio * 100)} %`;
export const mb: Show = (value) => `${Math.round(value)} MB`;
export const num: Show = (value) => String(Math.round(value));
/** CPU per operation, finer than `ms`: these are fractions of a millisecond. */
const cpuMs: Show = (value) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
export const BACKENDS = ['pglite', 'postgres'] as const;
export const NAMES: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** A Markdown table from its header and rows, each written `a | b | c`. */
const table = (header: string, rows: string[]) =>
  [header, header.replace(/[^|]+/g, ' --- '), ...rows].map((row) => `| ${row} |`).join('\n');

/** How a page was loaded, when not plainly signed out. */
const HOW_LOADED: Record<string, string> = {
  [NOT_FOUND_PATH]: ' (404)',
  [RESET_PASSWORD_PATH]: ' (mailed link)',
};
/** A page as the tables name it. */
export const page = (route: string) =>
  `\`${route}\`${needsSession(route) ? ' signed in' : (HOW_LOADED[route] ?? '')}`;

/** CPU per operation by side; PGlite has no database process (its work is the server's, or the caller's). */
const cpu = (backend: Backend, c: CpuPerOperation) =>
  `${cpuMs(c.serverMs)} / ${backend === 'postgres' ? cpuMs(c.databaseMs) : '—'} / ${cpuMs(c.clientMs)}`;

/** Why the API goals fail; the figures are in the tables of steps 2 and 3. */
const IN_THE_WAY =
  "What stands in the way of the API goals: `GET /api/credits` and `POST /api/captions` read the session and the balance from the database on every request (statements per request below), while the bare route does no I/O: the one-query reference row shows how much of its throughput a single database round trip alone leaves, and at 50 connections latency is about 50 / throughput (Little's law). `spendCredits()` called in-process (step 3) is the spend's own cost against the bare UPDATE; the rest is HTTP, validation, the prompt and the streamed answer, whose CPU per request the tables show. Reaching the goals set against the bare route would mean caching sessions and balances in the process, which the stateless design rules out: any number of app servers share one PostgreSQL, and a revoked session or a spent credit must hold on all of them at once. The goals set against the one-query route measure what stays within reach without a cache: one prepared statement per step of a request (docs/decisions/017); what is left of the gap there is the app's own per-request work (middleware, access log, metrics, the JSON answer), on the server CPU per request below.";

// Each table: its header, then how one row reads.
const goalRow = (g: GoalCheck) =>
  `${g.figure} | ${g.goal} | ${g.measured} | ${g.pass === null ? '— not measured' : g.pass ? '✅ pass' : '❌ fail'}`;
const BYTES =
  'Route | JS raw | JS gzip | JS brotli | of which document (gzip) | CSS raw | CSS gzip | CSS brotli | Document | Lazy modules';
const bytesRow = ({ route, js, sharedJs, css, document, lazyModules }: RouteBundle) =>
  `\`${route}\` | ${kB(js.raw)} | ${kB(js.gzip)} | ${kB(js.brotli)} | ${kB(sharedJs.gzip)} | ${kB(css.raw)} | ${kB(css.gzip)} | ${kB(css.brotli)} | ${document} | ${lazyModules.map((m) => `\`${m}\``).join(', ') || '—'}`;
const LIGHTHOUSE = 'Route | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | FCP | Scripts on the wire';
const lighthouseRow = (s: LighthouseSummary) =>
  `${page(s.route)} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${ms(s.lcpMs)} | ${ms(s.tbtMs)} | ${s.cls.toFixed(3)} | ${ms(s.fcpMs)} | ${kB(s.scriptTransferBytes)}`;
const HTTP =
  'Scenario | req/s | p50 | p90 | p99 | vs bare | vs one query | CPU per op.: server / PostgreSQL / autocannon';
const HTTP_LABELS: Record<HttpScenario, string> = {
  bare: 'bare Hono JSON route (reference)',
  oneQuery: 'bare route + one prepared `SELECT 1`',
  credits: '`GET /api/credits`, signed in',
  dashboardPage: '`GET /dashboard` page, signed in: server-rendered HTML, brotli',
  captionsOneUser: '`POST /api/captions`, one user',
  captionsManyUsers: '`POST /api/captions`, many users',
};
const httpRows = (api: ApiResult) =>
  HTTP_SCENARIOS.map((key) => {
    const { median: m, ratioToBare, ratioToOneQuery, cpuPerRequest } = api.http[key];
    return `${HTTP_LABELS[key]} | ${num(m.rps)} | ${ms(m.p50)} | ${ms(m.p90)} | ${ms(m.p99)} | ${pct(ratioToBare)} | ${pct(ratioToOneQuery)} | ${cpu(api.backend, cpuPerRequest)}`;
  });
const CEILING = 'Database | Operation | ops/s | p50 | p99 | CPU per op.: caller / PostgreSQL';
const CEILING_LABELS: Record<CeilingScenario, string> = {
  updateOneRow: 'credit `UPDATE` through the driver, one row',
  updateManyRows: 'credit `UPDATE` through the driver, many rows',
  spendOneUser: '`spendCredits()` in-process, one user',
  spendManyUsers: '`spendCredits()` in-process, many users',
};
const ceilingRows = ({ backend, ceiling, spendToCeiling: spend }: ApiResult) => [
  ...CEILING_SCENARIOS.map((key) => {
    const { median: m, cpuPerOperation: c } = ceiling[key];
    return `${NAMES[backend]} | ${CEILING_LABELS[key]} | ${num(m.rps)} | ${ms(m.p50)} | ${ms(m.p99)} | ${cpuMs(c.clientMs)} / ${backend === 'postgres' ? cpuMs(c.databaseMs) : '—'}`;
  }),
  `${NAMES[backend]} | **HTTP spend / UPDATE ceiling** | one user ${pct(spend.oneUser)}, many ${pct(spend.manyUsers)} | | |`,
];
const STREAMING =
  "Database | Requests | `start` p50 / p99 | First token p50 / p99 | Model's own | Added by the server p50 / p99 | Deltas per answer";
const streamingRow = ({ backend, streaming: t }: ApiResult) =>
  `${NAMES[backend]} | ${t.samples} | ${ms(t.startMs.p50)} / ${ms(t.startMs.p99)} | ${ms(t.firstTokenMs.p50)} / ${ms(t.firstTokenMs.p99)} | ${ms(t.modelFirstChunkMs)} | **${ms(t.serverAddedMs.p50)}** / ${ms(t.serverAddedMs.p99)} | ${t.deltasPerAnswer}`;
const CAPACITY =
  'C | Answers/s | Answer p50 | Answer p99 | First token p50 | Errors | Server CPU | Machine busy | CPU per op.: server / PostgreSQL / client | Server RSS max';
const capacityRow = (backend: Backend) => (l: CapacityLevel) =>
  `${l.concurrency} | ${l.answersPerSec.toFixed(1)} | ${ms(l.answerMs.p50)} | ${ms(l.answerMs.p99)} | ${ms(l.firstTokenMs.p50)} | ${l.errors}${l.firstError ? `: ${l.firstError.replace(/[|\n\r]+/g, ' ').slice(0, 80)}` : ''} | ${num(l.serverCpuPct)} % | ${num(l.machineBusyPct)} % | ${cpu(backend, l.cpuPerAnswer)} | ${mb(l.rssMaxMb)}`;

function apiSections({ api, settings: { api: s } }: BenchResults): string[] {
  const apis = BACKENDS.flatMap((backend) => api[backend] ?? []);
  if (!apis.length) return [];
  return [
    '## 2. API throughput and latency',
    `The real app (\`createRuntime\`, bundled like \`dist/server\`) with a zero-latency model (the offline engine without its pacing); the reference is a bare Hono JSON route in the same process. autocannon on loopback, ${s.connections} connections, ${s.rounds} rounds of ${s.durationS} s per scenario, the scenarios taking turns; medians of the rounds. The streamed caption answers are read to their end by a client of our own with ${s.connections} connections, warmed for ${s.warmupS} s on the same connections, then the answers started in the next ${s.durationS} s are timed (the connections go on until each of them has ended, so each ran with ${s.connections} in flight). CPU per request: user plus system time from /proc over the run, divided by the requests served (with PGlite, the database runs in the server). "Many users": ${s.users} signed-in users in turn. The page row is the server rendering of a signed-in page (session, balance, React's HTML, compression) beside the one-query route, the least any database read costs.`,
    ...apis.flatMap((api) => {
      const { statementsPerRequest: sql, creditsUnloaded: one, bareUnloaded: bare, rssMb } = api;
      return [
        `### ${NAMES[api.backend]} — ${api.database}`,
        table(HTTP, httpRows(api)),
        (sql
          ? `SQL statements per request, counted at the pg driver: \`GET /api/credits\` ${sql.credits.toFixed(1)}, \`GET /dashboard\` ${sql.dashboardPage.toFixed(1)}, \`POST /api/captions\` ${sql.captions.toFixed(1)}, of which \`spendCredits()\` ${sql.spendCredits.toFixed(1)}. `
          : '') +
          `With one connection: \`GET /api/credits\` p50 ${ms(one.p50)}, p99 ${ms(one.p99)}; the bare route p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}. Server RSS: idle ${mb(rssMb.idle)}, under load median ${mb(rssMb.loadMedian)}, max ${mb(rssMb.loadMax)}.`,
      ];
    }),
    '## 3. Database ceiling',
    `The credit \`UPDATE\` that \`spendCredits\` issues, sent straight through the driver by ${s.connections} concurrent callers (PostgreSQL: a pg pool of 10, the app's size), ${s.ceilingDurationS} s per round, after the server stopped; \`spendCredits()\` is the whole spend transaction, called in-process without HTTP. The caller's CPU includes PGlite, which runs inside it.`,
    table(CEILING, apis.flatMap(ceilingRows)),
    '## 4. Streaming: time to first token',
    "Sequential `POST /api/captions` on one keep-alive connection with the zero-latency model, timed to the `start` event (the credit is spent) and to the first `delta`; the model's own time to its first chunk, measured in-process, is subtracted.",
    table(STREAMING, apis.map(streamingRow)),
  ];
}

function startSection({ start, settings: { earlyS, idleS } }: BenchResults): string[] {
  if (!start) return [];
  const figures: [keyof StartRuns['median'], string][] = [
    ['emptyMs', 'Empty data (creates the database, runs every migration)'],
    ['existingMs', 'Existing data'],
    ['earlyRssAfterEmptyMb', `RSS ${earlyS} s after the first 200, first start`],
    ['earlyRssMb', `RSS ${earlyS} s after the first 200, existing data`],
    ['idleRssAfterEmptyMb', 'Idle RSS after the first start'],
    ['idleRssMb', 'Idle RSS, existing data'],
  ];
  const cell = (runs: StartRuns | undefined, key: keyof StartRuns['median']) => {
    const [show, unit] = key.endsWith('Ms') ? [ms, 'ms'] : [mb, 'MB'];
    return runs ? `${show(runs.median[key])} (${runs[key].map(num).join(', ')} ${unit})` : '—';
  };
  const imports = start.importCosts;
  const slowest = imports.slice(0, 8).map((c) => `\`${c.module}\` ${ms(c.ms)}`);
  return [
    '## 5. Start and memory',
    `\`${start.command}\` (what \`npm start\` runs) until \`GET /api/health\` answers 200 (the database is open and migrated); median of ${start.pglite.emptyMs.length} start(s) of each kind, every run in brackets. RSS ${earlyS} s after the first 200, and idle, ${idleS} s after it: V8 gives back the heap the start grew some seconds into idleness. The goals apply to the default, PGlite.`,
    table(
      'Figure | PGlite | PostgreSQL',
      figures.map(([key, label]) => `${label} | ${cell(start.pglite, key)} | ${cell(start.postgres, key)}`),
    ),
    start.postgresError ? `PostgreSQL starts failed: ${start.postgresError}` : '',
    `Packages the server bundle imports, loaded one after another in a fresh process, slowest first: ${slowest.join(', ')}; all ${imports.length}: ${ms(imports.reduce((sum, c) => sum + c.ms, 0))}.`,
  ];
}

function capacityFigure({ capacity: c, stoppedBy }: CapacityResult): string {
  if (c === 0) return 'none: answers failed at C = 1';
  if (stoppedBy === 'maximum') return `≥ ${c} concurrent answers (the largest level measured held)`;
  return `${c} concurrent answers (${stoppedBy === 'errors' ? 'answers failed' : 'the median more than doubled'} at the next level)`;
}

function capacitySection({ capacity, settings: { capacity: s } }: BenchResults): string[] {
  const results = BACKENDS.flatMap((backend) => capacity[backend] ?? []);
  if (!results.length) return [];
  return [
    '## 6. Capacity: concurrent streamed answers',
    `The offline engine paced ${s.chunkDelayMs} ms before each chunk (about a second per answer, like a hosted model). Closed loops at C = 1, 2, 4, … up to ${s.maxConcurrency}, over ${s.users} signed-in users, stream \`POST /api/captions\` to the end; per level ${s.warmupS} s of warm-up, then the answers started in ${s.durationS} s are timed. **The capacity is the largest C whose median answer time stayed within ${LATENCY_FACTOR}× the median at C = 1**, without a failed answer. The client shares the machine's two cores: the figure is a lower bound. Server CPU in % of one core; machine busy in % of both cores, other work included.`,
    ...results.flatMap((c) => [
      `### ${NAMES[c.backend]} — ${c.database}`,
      table(CAPACITY, c.levels.map(capacityRow(c.backend))),
      `**Capacity on ${NAMES[c.backend]}: ${capacityFigure(c)}.**`,
    ]),
  ];
}

export function renderReport(r: BenchResults): string {
  const { machine: m, goals, errors, bundles, frontEnd: fe } = r;
  const flags = [
    r.mode === 'quick' && '--quick',
    r.only && `--only ${r.only.join(',')}`,
    r.routes && `--routes ${r.routes.join(',')}`,
  ].filter(Boolean);
  const partial = [...(r.only ?? []), ...(r.routes ?? [])];
  const load = (values: number[]) => values.map((l) => l.toFixed(2)).join(' / ');
  return `${[
    `# Performance report${r.mode === 'quick' ? ' (quick smoke run — timings mean nothing)' : ''}${partial.length ? ` (partial run: ${partial.join(', ')})` : ''}`,
    `Written by \`npm run bench${flags.length ? ` -- ${flags.join(' ')}` : ''}\` on ${r.startedAt.replace('T', ' ').slice(0, 16)} UTC in ${num(r.totalSeconds)} s, at commit \`${r.git.commit.slice(0, 10)}\`${r.git.isDirty ? ' with uncommitted changes' : ''}. Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average (1/5/15 min) ${load(m.loadAverageAtStart)} at the start and ${load(m.loadAverageAtEnd)} at the end. The machine is shared and noisy: every figure is a median of repetitions, and throughput is compared with a reference measured in the same run.`,
    '## Goals',
    table('Figure | Goal | Measured | ', goals.map(goalRow)),
    goals.some((g) => g.pass === false && g.figure.includes('/api/')) ? IN_THE_WAY : '',
    errors.length > 0 &&
      `Steps that failed: ${errors.map((e) => `${e.step} (${e.message.split('\n')[0]})`).join('; ')}.`,
    (bundles || fe) && '## 1. Front end',
    bundles &&
      `Bytes each route loads, from \`${bundles.manifestSource}\`${bundles.matchesDist ? '' : ' (**its chunks differ from dist/client**)'}: what the HTML document loads by itself (entry chunk, its imports, inline scripts, CSS: "document") plus the lazy modules the router loads for the route. gzip level 9, brotli quality 11; kB = 1000 bytes.`,
    bundles && table(BYTES, bundles.routes.map(bytesRow)),
    fe &&
      `Lighthouse, default mobile configuration (4× CPU slow-down, simulated slow 4G; ${fe.chromium}), median of ${r.settings.lighthouseRuns} run(s) per page against the production server. Signed-in pages carry a session cookie; \`${RESET_PASSWORD_PATH}\` is loaded with the valid token of a reset mail (the form, not the invalid-link card); the 404 page at \`${NOT_FOUND_PATH}\`, its 404 status accepted.`,
    fe && table(LIGHTHOUSE, fe.summary.map(lighthouseRow)),
    ...apiSections(r),
    ...startSection(r),
    ...capacitySection(r),
    '## Run',
    table(
      'Step | Seconds',
      Object.entries(r.stepSeconds).map(([step, s]) => `${step} | ${num(s)}`),
    ),
    'Every figure of the run, unrounded: `bench/results/latest.json` (not committed). How to run: README, "Performance"; how it measures: docs/decisions/009-benchmark.md.',
  ]
    .filter(Boolean)
    .join('\n\n')}\n`;
}
