import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatesMethods } from 'compromise-dates';
import { describe, expect, it } from 'vitest';
import { loadNlp } from './compromise-loader';

const SERVER = path.resolve(import.meta.dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('compromise loader', () => {
  it('is the only way the server reaches compromise, and it imports it on first use', () => {
    const importers = sourcesUnder(SERVER).filter((file) =>
      /^\s*import\s+(?!type\b)[^;]*?from\s+['"]compromise(?:-dates)?['"]/m.test(readFileSync(file, 'utf8')),
    );
    // A static import would load the tagger's lexicons at start-up, for every server, idle or not.
    expect(importers).toEqual([]);
    const loader = readFileSync(path.join(import.meta.dirname, 'compromise-loader.ts'), 'utf8');
    expect(loader).toContain("import('compromise')");
    expect(loader).toContain("import('compromise-dates')");
  });

  it('loads once and tags with the dates plugin', async () => {
    expect(loadNlp()).toBe(loadNlp());
    const nlp = await loadNlp();
    const doc = nlp<DatesMethods>('launching this Saturday at 7pm');
    expect(doc.dates().text()).toContain('this Saturday');
  });
});
