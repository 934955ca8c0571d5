/** The performance goals (JavaScript per route, Lighthouse, API throughput), checked against this run. */
import type { CpuPerOperation } from '../lib/cpu';
import type { ApiResult, Backend } from '../steps/api';
import type { RouteBundle } from '../steps/bundles';
import type { BenchResults, GoalCheck } from './results';

/** kB as Vite prints them: 1000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number) => (value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`);
export const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;
/** CPU per operation, finer than `ms`: these are fractions of a millisecond. */
export const cpuMs = (value: number) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
/** The whole machine's CPU for one operation: every side's share added up. */
export const totalCpuMs = (cpu: CpuPerOperation) => cpu.serverMs + cpu.databaseMs + cpu.clientMs;

/** "0.412 ms of CPU (server …, PostgreSQL …, autocannon …)": where one operation's cost goes. */
function cpuBreakdown(cpu: CpuPerOperation, client: string): string {
  const parts = [
    cpu.serverMs > 0 ? `server ${cpuMs(cpu.serverMs)}` : '',
    cpu.databaseMs > 0 ? `PostgreSQL ${cpuMs(cpu.databaseMs)}` : '',
    `${client} ${cpuMs(cpu.clientMs)}`,
  ].filter(Boolean);
  return `${cpuMs(totalCpuMs(cpu))} of CPU (${parts.join(', ')})`;
}

const BACKEND_NAMES: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function check(figure: string, goal: string, measured: string, pass: boolean, why?: string): GoalCheck {
  return { figure, goal, measured, pass, ...(pass || !why ? {} : { why }) };
}

function missing(figure: string, goal: string): GoalCheck {
  return { figure, goal, measured: 'not measured', pass: null };
}

function largestFiles(bundle: RouteBundle, count = 3): string {
  return bundle.files
    .filter((f) => f.kind === 'js')
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((f) => `${f.file.replace(/^assets\//, '')} ${kB(f.gzip)}`)
    .join(', ');
}

function bundleGoals(results: BenchResults): GoalCheck[] {
  const routes = results.bundles?.routes ?? [];
  const goals: GoalCheck[] = [];
  const landing = routes.find((r) => r.route === '/');
  const landingGoal = '≤ 80 kB gzip';
  goals.push(
    landing
      ? check(
          'JavaScript for `/`',
          landingGoal,
          kB(landing.js.gzip),
          landing.js.gzip <= 80_000,
          `${landing.document} loads ${kB(landing.sharedJs.gzip)} gzip by itself${landing.lazyModules.length ? `, the router ${kB(landing.js.gzip - landing.sharedJs.gzip)} more` : ''}; largest: ${largestFiles(landing)}`,
        )
      : missing('JavaScript for `/`', landingGoal),
  );
  for (const route of ['/dashboard', '/dashboard/socialmediacaption', '/dashboard/market-intelligence']) {
    const bundle = routes.find((r) => r.route === route);
    const figure = `JavaScript for \`${route}\``;
    goals.push(
      bundle
        ? check(
            figure,
            '≤ 170 kB gzip incl. shared',
            kB(bundle.js.gzip),
            bundle.js.gzip <= 170_000,
            `the SPA entry with its imports ${kB(bundle.sharedJs.gzip)} + the route's lazy modules ${kB(bundle.js.gzip - bundle.sharedJs.gzip)}; largest: ${largestFiles(bundle)}`,
          )
        : missing(figure, '≤ 170 kB gzip incl. shared'),
    );
  }
  return goals;
}

function lighthouseGoals(results: BenchResults): GoalCheck[] {
  const landing = results.frontEnd?.summary.find((s) => s.route === '/');
  const landingLcps = (results.frontEnd?.runs ?? []).filter((r) => r.route === '/').map((r) => r.lcpMs);
  // The same page and build, run after run: how far the shared machine moves the figure.
  const lcpSpread = landingLcps.length
    ? `the ${landingLcps.length} runs measured ${landingLcps.map((value) => ms(value)).join(', ')}; `
    : '';
  const failing = (category: string) =>
    landing?.failing
      .filter((id) => id.startsWith(`${category}:`))
      .map((id) => id.slice(category.length + 2))
      .join(', ');
  const rows: [string, string, (s: NonNullable<typeof landing>) => [string, boolean, string?]][] = [
    [
      'Landing Lighthouse performance',
      '≥ 98',
      (s) => [
        String(s.performance),
        s.performance >= 98,
        `LCP ${ms(s.lcpMs)}, TBT ${ms(s.tbtMs)}, FCP ${ms(s.fcpMs)}; failing audits: ${failing('performance')}`,
      ],
    ],
    [
      'Landing accessibility',
      '100',
      (s) => [String(s.accessibility), s.accessibility >= 100, `failing audits: ${failing('accessibility')}`],
    ],
    [
      'Landing best practices',
      '100',
      (s) => [
        String(s.bestPractices),
        s.bestPractices >= 100,
        `failing audits: ${failing('best-practices')}`,
      ],
    ],
    ['Landing SEO', '100', (s) => [String(s.seo), s.seo >= 100, `failing audits: ${failing('seo')}`]],
    [
      'Landing LCP',
      '≤ 1.2 s',
      (s) => [
        ms(s.lcpMs),
        s.lcpMs <= 1200,
        `${lcpSpread}FCP ${ms(s.fcpMs)}; LCP element ${s.lcpElement}: ${Object.entries(s.lcpPhasesMs)
          .map(([phase, value]) => `${phase} ${ms(value)}`)
          .join(
            ', ',
          )}; on the wire: CSS ${kB(s.stylesheetTransferBytes)}, scripts ${kB(s.scriptTransferBytes)}, all ${kB(s.totalTransferBytes)}`,
      ],
    ],
    ['Landing CLS', '≤ 0.02', (s) => [s.cls.toFixed(3), s.cls <= 0.02]],
  ];
  return rows.map(([figure, goal, evaluate]) => {
    if (!landing) return missing(figure, goal);
    const [measured, pass, why] = evaluate(landing);
    return check(figure, goal, measured, pass, why);
  });
}

/** "N SQL statements" from the PostgreSQL run's driver count, or nothing when it was not measured. */
function statements(results: BenchResults, key: 'credits' | 'captions' | 'spendCredits'): string {
  const count = results.api.postgres?.statementsPerRequest?.[key];
  return count === undefined || !Number.isFinite(count)
    ? 'several SQL statements'
    : `${count.toFixed(1)} SQL statements`;
}

function apiGoals(results: BenchResults): GoalCheck[] {
  const goals: GoalCheck[] = [];
  const each = (fn: (api: ApiResult, name: string) => GoalCheck, figure: string, goal: string) => {
    for (const backend of ['pglite', 'postgres'] as const) {
      const api = results.api[backend];
      const name = BACKEND_NAMES[backend];
      goals.push(api ? fn(api, name) : missing(`${figure} (${name})`, goal));
    }
  };
  each(
    (api, name) => {
      const credits = api.http.credits;
      return check(
        `\`GET /api/credits\` req/s vs bare route (${name})`,
        '≥ 50 %',
        `${pct(credits.ratioToBare)} (${Math.round(credits.median.rps)} vs ${Math.round(api.http.bare.median.rps)} req/s)`,
        credits.ratioToBare >= 0.5,
        `the bare route does no I/O, and one database round trip outweighs everything it does: the same route plus one prepared \`SELECT 1\` through the app's database handle keeps ${pct(api.http.oneQuery.ratioToBare)} (${Math.round(api.http.oneQuery.median.rps)} req/s)${api.http.oneQuery.ratioToBare < 0.5 ? ', so no route that reads the database on every request can reach 50 %' : ''}. \`GET /api/credits\` reads the session with its user, then the balance: ${statements(results, 'credits')} on PostgreSQL (pg driver count, both prepared), ${name === BACKEND_NAMES.pglite ? "each run by PGlite, PostgreSQL compiled to WebAssembly inside the server's own thread, one query at a time" : "each a round trip to a database that shares the machine's two cores with the server and the load generator"}; with one connection p50 ${ms(api.creditsUnloaded.p50)} against ${ms(api.bareUnloaded.p50)} for the bare route. Under load a request costs ${cpuBreakdown(credits.cpuPerRequest, 'autocannon')} against ${cpuBreakdown(api.http.bare.cpuPerRequest, 'autocannon')} for the bare route. Reaching the goal would mean answering from the server's memory, sessions and balances cached in the process, which DESIGN.md rules out (principle 4): app servers are stateless so that any number of them share one PostgreSQL, and a session revoked or a credit spent through one of them must hold on all of them at once`,
      );
    },
    '`GET /api/credits` req/s vs bare route',
    '≥ 50 %',
  );
  each(
    (api, name) =>
      check(
        `\`GET /api/credits\` p99 at 50 connections (${name})`,
        '≤ 10 ms',
        ms(api.http.credits.median.p99),
        api.http.credits.median.p99 <= 10,
        `at 50 connections latency ≈ 50 / throughput (Little's law): ${Math.round(api.http.credits.median.rps)} req/s gives ≈ ${ms(50_000 / api.http.credits.median.rps)} of queueing; with one connection p99 is ${ms(api.creditsUnloaded.p99)}; the one-query reference route's p99 at 50 connections is ${ms(api.http.oneQuery.median.p99)}`,
      ),
    '`GET /api/credits` p99 at 50 connections',
    '≤ 10 ms',
  );
  const pgApi = results.api.postgres;
  for (const [key, label, ceilingKey] of [
    ['captionsOneUser', 'one user', 'updateOneRow'],
    ['captionsManyUsers', `${pgApi?.users ?? 100} users`, 'updateManyRows'],
  ] as const) {
    const figure = `HTTP credit spend (\`POST /api/captions\`, ${label}) vs direct UPDATE, PostgreSQL`;
    if (!pgApi) {
      goals.push(missing(figure, '≥ 40 %'));
      continue;
    }
    const ratio = key === 'captionsOneUser' ? pgApi.spendToCeiling.oneUser : pgApi.spendToCeiling.manyUsers;
    const spendKey = key === 'captionsOneUser' ? 'spendOneUser' : 'spendManyUsers';
    goals.push(
      check(
        figure,
        '≥ 40 %',
        `${pct(ratio)} (${Math.round(pgApi.http[key].median.rps)} vs ${Math.round(pgApi.ceiling[ceilingKey].median.rps)}/s)`,
        ratio >= 0.4,
        `spendCredits() alone, in-process with no HTTP, does ${Math.round(pgApi.ceiling[spendKey].median.rps)}/s (${pct(pgApi.ceiling[spendKey].median.rps / pgApi.ceiling[ceilingKey].median.rps)} of the bare UPDATE): ${statements(results, 'spendCredits')}, the conditional update and its ledger row together; the whole request is ${statements(results, 'captions')} (the session check and storing the generation besides the spend) plus what the server itself does per request — HTTP, validation, the prompt, the streamed NDJSON answer. A request costs ${cpuBreakdown(pgApi.http[key].cpuPerRequest, 'autocannon')}, the direct UPDATE ${cpuBreakdown(pgApi.ceiling[ceilingKey].cpuPerOperation, 'the driver')}; the machine has two cores, so at most ≈ ${Math.round(2000 / totalCpuMs(pgApi.http[key].cpuPerRequest))} requests/s against ≈ ${Math.round(2000 / totalCpuMs(pgApi.ceiling[ceilingKey].cpuPerOperation))} UPDATEs/s`,
      ),
    );
  }
  each(
    (api, name) =>
      check(
        `Time to first token added by the server, p50 (${name})`,
        '≤ 5 ms',
        ms(api.streaming.serverAddedMs.p50),
        api.streaming.serverAddedMs.p50 <= 5,
        `the \`start\` event (after the session check and the spend) arrives at p50 ${ms(api.streaming.startMs.p50)}; both come before any token, each a database query${name === BACKEND_NAMES.pglite ? " (on PGlite, WebAssembly work on the server's own thread)" : ''}`,
      ),
    'Time to first token added by the server, p50',
    '≤ 5 ms',
  );
  return goals;
}

function topImports(costs: { module: string; ms: number }[]): string {
  return costs
    .slice(0, 4)
    .map((c) => `${c.module} ${ms(c.ms)}`)
    .join(', ');
}

function startGoals(results: BenchResults): GoalCheck[] {
  const start = results.start;
  if (!start) {
    return [missing('Start with existing data, to first 200', '≤ 2 s'), missing('Idle RSS', '≤ 200 MB')];
  }
  const { pglite, postgres } = start;
  const onPostgres = (text: string) => (postgres ? ` On PostgreSQL: ${text}.` : '');
  return [
    check(
      'Start with existing data, to first 200 (PGlite)',
      '≤ 2 s',
      ms(pglite.median.existingMs),
      pglite.median.existingMs <= 2000,
      `loading the server's packages takes ${ms(start.importCosts.reduce((sum, c) => sum + c.ms, 0))} in a fresh process (${topImports(start.importCosts)}), then PGlite opens its data files.${onPostgres(`${ms(postgres?.median.existingMs ?? Number.NaN)} to the first 200`)}`,
    ),
    check(
      'Idle RSS (`npm start`, existing data, PGlite)',
      '≤ 200 MB',
      `${Math.round(pglite.median.idleRssMb)} MB`,
      pglite.median.idleRssMb <= 200,
      `PGlite runs PostgreSQL (WASM) inside the Node process, so its memory is in the RSS; after a first start that created the database it is ${Math.round(pglite.median.idleRssAfterEmptyMb)} MB, and ${Math.round(pglite.median.earlyRssMb)} MB ${results.settings.earlyS} s after the first 200, before V8 gives back the heap the start grew.${onPostgres(`${Math.round(postgres?.median.idleRssMb ?? Number.NaN)} MB idle`)}`,
    ),
  ];
}

export function evaluateGoals(results: BenchResults): GoalCheck[] {
  return [...lighthouseGoals(results), ...bundleGoals(results), ...apiGoals(results), ...startGoals(results)];
}
