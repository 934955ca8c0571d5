/**
 * Step 1b's set-up: the production server (dist/server/index.js, PGlite in a data directory of its own) and a
 * confirmed, signed-in user whose cookie opens the dashboard pages; public pages are loaded signed out.
 */
import path from 'node:path';
import { startAppServer } from '../lib/app-server';
import { createVerifiedUser } from '../lib/users';
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
    const needsSession = options.routes.some((route) => route.startsWith('/dashboard'));
    const user = needsSession
      ? await createVerifiedUser({ origin: server.origin, appUrl: server.appUrl })
      : undefined;
    return await runLighthouse({
      origin: server.appUrl,
      routes: options.routes.map((route) => ({
        route,
        ...(route.startsWith('/dashboard') && user ? { cookie: user.cookie } : {}),
      })),
      runs: options.runs,
      onRun: (run, index) =>
        console.log(
          `bench: lighthouse ${index + 1} ${run.route}: perf ${run.performance}, a11y ${run.accessibility}, bp ${run.bestPractices}, seo ${run.seo}, LCP ${Math.round(run.lcpMs)} ms`,
        ),
    });
  } finally {
    await server.stop();
  }
}
