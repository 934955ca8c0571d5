/**
 * Step 1b's set-up: the production server (dist/server/index.js, PGlite in a data directory of its own) and a
 * confirmed, signed-in user whose cookie opens the signed-in pages; public pages are loaded signed out, the reset
 * page with a token from a reset mail of that user, the 404 page at a path no page answers.
 */
import path from 'node:path';
import { startAppServer } from '../lib/app-server';
import { NOT_FOUND_PATH, RESET_PASSWORD_PATH, needsSession } from '../lib/pages';
import { createVerifiedUser, resetPasswordPath } from '../lib/users';
import { ROOT } from './build';
import { runLighthouse, type LighthouseRun, type LighthouseSummary } from './lighthouse';

export type FrontEndResult = {
  chromium: string;
  runs: LighthouseRun[];
  summary: LighthouseSummary[];
  /** Page loads Lighthouse could not measure even after retries. */
  failures: string[];
};

export async function measureFrontEnd(options: {
  workDir: string;
  routes: readonly string[];
  runs: number;
}): Promise<FrontEndResult> {
  const server = await startAppServer({
    script: path.join(ROOT, 'dist/server/index.js'),
    dataDir: path.join(options.workDir, 'lighthouse'),
    logFile: path.join(options.workDir, 'lighthouse-server.log'),
  });
  try {
    const target = { origin: server.origin, appUrl: server.appUrl };
    const needsUser = options.routes.some((route) => needsSession(route) || route === RESET_PASSWORD_PATH);
    const user = needsUser ? await createVerifiedUser(target) : undefined;
    const resetPath = options.routes.includes(RESET_PASSWORD_PATH)
      ? await resetPasswordPath(target, user!.email)
      : undefined;
    return await runLighthouse({
      origin: server.appUrl,
      routes: options.routes.map((route) => ({
        route,
        ...(needsSession(route) ? { cookie: user!.cookie } : {}),
        ...(route === RESET_PASSWORD_PATH ? { path: resetPath } : {}),
        ...(route === NOT_FOUND_PATH ? { isNotFound: true } : {}),
      })),
      runs: options.runs,
      onRun: (run, index) =>
        console.log(
          `bench: lighthouse ${index + 1} ${run.route}: perf ${run.performance}, a11y ${run.accessibility}, bp ${run.bestPractices}, seo ${run.seo}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
        ),
    });
  } finally {
    await server.stop();
  }
}
