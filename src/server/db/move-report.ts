import path from 'node:path';
import type { MoveReport } from './move-to-postgres';

/** What the operator reads once the move is done: what was copied, then what to do next. */
export function formatMoveReport(report: MoveReport, options: { targetFromEnv: boolean }): string {
  const width = Math.max(...report.tables.map((table) => table.name.length));
  const lines = [
    '',
    `Moved ${report.source} to ${report.target}.`,
    '',
    ...report.tables.map((table) => `  ${table.name.padEnd(width)}  ${table.rows}`),
    '',
    'Verified: every table holds the same rows in PostgreSQL as in the embedded database.',
  ];
  if (report.skippedTables.length) {
    lines.push(`Not copied (not part of the app's schema): ${report.skippedTables.join(', ')}.`);
  }
  const { uploads } = report;
  const files = `${uploads.files} ${uploads.files === 1 ? 'file' : 'files'}`;
  lines.push(
    uploads.storage === 's3'
      ? `Uploads: ${files} copied into the S3 bucket, keys unchanged.`
      : `Uploads: ${files} stay in ${uploads.dir}; every instance of the app must see that folder.`,
  );
  if (uploads.missing.length) {
    lines.push(
      `  ${uploads.missing.length} upload(s) had no file in ${uploads.dir} already: ${uploads.missing.join(', ')}`,
    );
  }

  const steps = [
    options.targetFromEnv
      ? 'Start the app again: DATABASE_URL already points at the new database.'
      : `Set DATABASE_URL to the URL you moved to (${report.target}) and start the app again.`,
  ];
  if (report.authSecret.source === 'file') {
    steps.push(
      `Sessions are signed with the secret in ${report.authSecret.file}. The app keeps reading it while ` +
        'DATA_DIR stays where it is. Before moving DATA_DIR or starting more instances, set AUTH_SECRET to ' +
        `that file's content (e.g. AUTH_SECRET="$(cat ${report.authSecret.file})"), or every user is signed out.`,
    );
  } else if (report.authSecret.source === 'env') {
    steps.push('Keep AUTH_SECRET as it is: signed-in users stay signed in.');
  } else {
    steps.push(
      `No auth secret was found (AUTH_SECRET unset, no ${path.join('DATA_DIR', 'auth-secret')}): ` +
        'users will have to sign in again.',
    );
  }
  steps.push(
    `Keep ${report.source} as a backup until you are satisfied; the app no longer uses it ` +
      `(${path.basename(report.markerFile)} in it records the move).`,
  );
  lines.push('', 'Next steps:', ...steps.map((step, index) => `  ${index + 1}. ${step}`));
  return lines.join('\n');
}
