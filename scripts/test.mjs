// `npm test`: every test — Vitest (unit + integration) then Playwright (end-to-end) — and one closing line
// "tests: N passed, N failed" counted from both runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not under test-results/: Playwright empties that folder when it starts.
const REPORTS = 'test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
const e2eStatus = run('npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: `${REPORTS}/playwright.json`,
});

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const vitest = read(`${REPORTS}/vitest.json`);
const playwright = read(`${REPORTS}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const missing = [!vitest && 'vitest', !playwright && 'playwright'].filter(Boolean);

if (missing.length) console.error(`No report from ${missing.join(' and ')}: counted as failed.`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus || e2eStatus || missing.length ? 1 : 0);
