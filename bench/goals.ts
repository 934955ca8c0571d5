/**
 * The goals of bench/REPORT.md: each figure, its target and how it is checked. A goal whose step did not run (or
 * lost the figure) reads "not measured", never a failure.
 */
import type { BenchResults, GoalCheck } from './lib/results';
import { BACKENDS, NAMES, kB, mb, ms, num, pct, type Show } from './report';
import type { ApiResult, Backend } from './steps/api';

type Check = [measured: string, pass: boolean];
/** A goal's figure, its target and its check; the check of a step that did not run throws on the missing figure. */
type Goal = [figure: string, goal: string, check: () => Check];
const atMost = (value: number, max: number, show: Show): Check => [show(value), value <= max];
const atLeast = (value: number, min: number, show: Show): Check => [show(value), value >= min];

export function evaluateGoals(r: BenchResults): GoalCheck[] {
  const lh = () => r.frontEnd!.summary.find((s) => s.route === '/')!;
  const js = (route: string) => r.bundles!.routes.find((b) => b.route === route)!.js.gzip;
  const start = () => r.start!.pglite.median;
  const api = (backend: Backend) => r.api[backend]!;
  const each = (figure: string, goal: string, check: (api: ApiResult) => Check) =>
    BACKENDS.map((backend): Goal => [`${figure} (${NAMES[backend]})`, goal, () => check(api(backend))]);
  const dashboard = (route: string): Goal => [
    `JavaScript for \`${route}\``,
    '≤ 170 kB gzip incl. shared',
    () => atMost(js(route), 170_000, kB),
  ];
  const spend = (users: string, many: boolean): Goal => [
    `HTTP credit spend (\`POST /api/captions\`, ${users}) vs direct UPDATE, PostgreSQL`,
    '≥ 40 %',
    () => {
      const { http, ceiling, spendToCeiling } = api('postgres');
      const [rps, ceilingRps] = many
        ? [http.captionsManyUsers.median.rps, ceiling.updateManyRows.median.rps]
        : [http.captionsOneUser.median.rps, ceiling.updateOneRow.median.rps];
      const show = (ratio: number) => `${pct(ratio)} (${num(rps)} vs ${num(ceilingRps)}/s)`;
      return atLeast(spendToCeiling[many ? 'manyUsers' : 'oneUser'], 0.4, show);
    },
  ];
  const captionTails = (['captionsOneUser', 'captionsManyUsers'] as const).map((key): Goal => [
    `\`POST /api/captions\` p99 at ${r.settings.api.connections} connections, ${key === 'captionsOneUser' ? 'one user' : `${r.settings.api.users} users`} (PGlite)`,
    '≤ 250 ms',
    () => atMost(api('pglite').http[key].median.p99, 250, ms),
  ]);
  const goals: Goal[] = [
    ['Landing Lighthouse performance', '≥ 98', () => atLeast(lh().performance, 98, String)],
    ['Landing accessibility', '100', () => atLeast(lh().accessibility, 100, String)],
    ['Landing best practices', '100', () => atLeast(lh().bestPractices, 100, String)],
    ['Landing SEO', '100', () => atLeast(lh().seo, 100, String)],
    ['Landing LCP', '≤ 1.2 s', () => atMost(lh().lcpMs, 1200, ms)],
    ['Landing CLS', '≤ 0.02', () => atMost(lh().cls, 0.02, (v) => v.toFixed(3))],
    ['JavaScript for `/`', '≤ 80 kB gzip', () => atMost(js('/'), 80_000, kB)],
    ...['/dashboard', '/dashboard/socialmediacaption', '/dashboard/market-intelligence'].map(dashboard),
    ...each('`GET /api/credits` req/s vs bare route', '≥ 50 %', ({ http: { credits, bare } }) => {
      const show = (v: number) => `${pct(v)} (${num(credits.median.rps)} vs ${num(bare.median.rps)} req/s)`;
      return atLeast(credits.ratioToBare, 0.5, show);
    }),
    ...each('`GET /api/credits` req/s vs one prepared query', '≥ 50 %', ({ http: { credits, oneQuery } }) => {
      const show = (v: number) =>
        `${pct(v)} (${num(credits.median.rps)} vs ${num(oneQuery.median.rps)} req/s)`;
      return atLeast(credits.ratioToOneQuery, 0.5, show);
    }),
    ...each('`GET /api/credits` p99 at 50 connections', '≤ 10 ms', (a) =>
      atMost(a.http.credits.median.p99, 10, ms),
    ),
    ...captionTails,
    spend('one user', false),
    spend(`${r.settings.api.users} users`, true),
    ...each('Time to first token added by the server, p50', '≤ 5 ms', (a) =>
      atMost(a.streaming.serverAddedMs.p50, 5, ms),
    ),
    ['Start with existing data, to first 200 (PGlite)', '≤ 2 s', () => atMost(start().existingMs, 2000, ms)],
    ['Idle RSS (`npm start`, existing data, PGlite)', '≤ 200 MB', () => atMost(start().idleRssMb, 200, mb)],
  ];
  return goals.map(([figure, goal, check]) => {
    let result: Check | undefined;
    try {
      result = check();
    } catch {} // eslint-disable-line no-empty -- its step did not run
    return { figure, goal, measured: result?.[0] ?? 'not measured', pass: result?.[1] ?? null };
  });
}
