/**
 * The goals of bench/REPORT.md: each figure, its target and how it is checked. A goal whose step did not run (or
 * lost the figure) reads "not measured", never a failure.
 */
import { AI_TOOL_LIST } from '../src/shared/ai-tools';
import { LIGHTHOUSE_ROUTES } from './lib/pages';
import type { BenchResults, GoalCheck } from './lib/results';
import { BACKENDS, NAMES, kB, mb, ms, num, page, pct, type Show } from './report';
import type { ApiResult, Backend } from './steps/api';
import type { LighthouseSummary } from './steps/lighthouse';

type Check = [measured: string, pass: boolean];
/** A goal's figure, its target and its check; the check of a step that did not run throws on the missing figure. */
type Goal = [figure: string, goal: string, check: () => Check];
const atMost = (value: number, max: number, show: Show): Check => [show(value), value <= max];
const atLeast = (value: number, min: number, show: Show): Check => [show(value), value >= min];

/** Every page's Lighthouse goals, checked together: name, figure, limit, whether higher is better, display. */
const PAGE_GOALS: [string, (s: LighthouseSummary) => number, number, boolean, Show][] = [
  ['perf.', (s) => s.performance, 98, true, String],
  ['LCP', (s) => s.lcpMs, 1200, false, ms],
  ['CLS', (s) => s.cls, 0.02, false, (v) => v.toFixed(3)],
  ['TBT', (s) => s.tbtMs, 100, false, ms],
  ['a11y', (s) => s.accessibility, 100, true, String],
];

export function evaluateGoals(r: BenchResults): GoalCheck[] {
  const lh = (route: string) => r.frontEnd!.summary.find((s) => s.route === route)!;
  const jsGoal = (route: string, max: number): Goal => [
    `JavaScript for \`${route}\``,
    `≤ ${max / 1000} kB gzip${route === '/' ? '' : ' incl. shared'}`,
    () => atMost(r.bundles!.routes.find((b) => b.route === route)!.js.gzip, max, kB),
  ];
  const start = () => r.start!.pglite.median;
  const api = (backend: Backend) => r.api[backend]!;
  const each = (figure: string, goal: string, check: (api: ApiResult) => Check) =>
    BACKENDS.map((backend): Goal => [`${figure} (${NAMES[backend]})`, goal, () => check(api(backend))]);
  const pageGoal = (route: string): Goal => [
    `Lighthouse ${page(route)}`,
    'perf. ≥ 98, LCP ≤ 1.2 s, CLS ≤ 0.02, TBT ≤ 100 ms, a11y 100',
    () => {
      const checks = PAGE_GOALS.map(([name, pick, limit, higher, show]): Check => {
        const [shown, pass] = (higher ? atLeast : atMost)(pick(lh(route)), limit, show);
        return [`${name} ${shown}${pass ? '' : ' ❌'}`, pass];
      });
      return [checks.map(([shown]) => shown).join(', '), checks.every(([, pass]) => pass)];
    },
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
  const creditsVs = (key: 'bare' | 'oneQuery', name: string) =>
    each(`\`GET /api/credits\` req/s vs ${name}`, '≥ 50 %', ({ http }) => {
      const show = (v: number) =>
        `${pct(v)} (${num(http.credits.median.rps)} vs ${num(http[key].median.rps)} req/s)`;
      return atLeast(http.credits[key === 'bare' ? 'ratioToBare' : 'ratioToOneQuery'], 0.5, show);
    });
  const goals: Goal[] = [
    ...LIGHTHOUSE_ROUTES.map(pageGoal),
    ['Landing best practices', '100', () => atLeast(lh('/').bestPractices, 100, String)],
    ['Landing SEO', '100', () => atLeast(lh('/').seo, 100, String)],
    jsGoal('/', 80_000),
    ...['/dashboard', ...AI_TOOL_LIST.map((tool) => tool.path)].map((route) => jsGoal(route, 170_000)),
    ...creditsVs('bare', 'bare route'),
    ...creditsVs('oneQuery', 'one prepared query'),
    ...each('`GET /api/credits` p99 at 50 connections', '≤ 10 ms', (a) =>
      atMost(a.http.credits.median.p99, 10, ms),
    ),
    ...(['captionsOneUser', 'captionsManyUsers'] as const).map((key): Goal => [
      `\`POST /api/captions\` p99 at ${r.settings.api.connections} connections, ${key === 'captionsOneUser' ? 'one user' : `${r.settings.api.users} users`} (PGlite)`,
      '≤ 250 ms',
      () => atMost(api('pglite').http[key].median.p99, 250, ms),
    ]),
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
