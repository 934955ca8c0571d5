import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';

/**
 * The names of every table a drizzle schema module defines, parents before children: a table comes after every
 * table its foreign keys point to, so rows can be inserted in this order with every constraint checked at once.
 * Read from the schema itself, so a table added later is never left out. Ties keep alphabetical order, so the
 * order is the same on every run. A cycle of foreign keys has no such order and is an error.
 */
export function tablesInForeignKeyOrder(schema: Record<string, unknown>): string[] {
  const parentsOf = new Map<string, Set<string>>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const parents = new Set(
      config.foreignKeys
        .map((key) => getTableConfig(key.reference().foreignTable).name)
        // A row may point to another row of its own table; that needs no ordering between tables.
        .filter((parent) => parent !== config.name),
    );
    parentsOf.set(config.name, parents);
  }

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (placed.size < parentsOf.size) {
    const ready = [...parentsOf]
      .filter(([name, parents]) => !placed.has(name) && [...parents].every((parent) => placed.has(parent)))
      .map(([name]) => name)
      .sort();
    if (ready.length === 0) {
      const left = [...parentsOf.keys()].filter((name) => !placed.has(name));
      throw new Error(`The foreign keys between ${left.join(', ')} form a cycle: no insertion order exists`);
    }
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}
