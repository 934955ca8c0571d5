// `npm test`: every test — Vitest (unit + integration) then Playwright (end-to-end) — and one closing line
// "tests: N passed, N failed" counted from both runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

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

/** "file › test name: first line of the error" for each failed Vitest test. */
function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that fails before its tests run (a broken import or hook) has no failed test of its own.
    if (!failed.length && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** "project › file › title" for each Playwright test that failed or passed only on a retry. */
function failedPlaywrightTests(report) {
  const names = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        names.push(
          `[${test.projectName}] ${[...path, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return names;
}

function firstLine(text) {
  // Without colour codes, which a plain log shows as noise.
  const plain = stripVTControlCharacters(String(text ?? ''));
  return (
    plain
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

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

// Named again at the end, where a log cut to its last lines still shows them.
const failures = [...failedVitestTests(vitest), ...failedPlaywrightTests(playwright)];
if (failures.length) {
  console.log(`\nFailed (${failures.length}):`);
  for (const name of failures.slice(0, 30)) console.log(`  ✗ ${name}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}

if (missing.length) console.error(`No report from ${missing.join(' and ')}: counted as failed.`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus || e2eStatus || missing.length ? 1 : 0);
