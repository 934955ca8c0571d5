import { is } from 'drizzle-orm';
import { PgTable, getTableConfig, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { tablesInForeignKeyOrder } from './table-order';

describe('tablesInForeignKeyOrder', () => {
  it("lists every table of the app's schema once, each after the tables its foreign keys point to", () => {
    const order = tablesInForeignKeyOrder(schema);
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    expect([...order].sort()).toEqual(tables.map((table) => getTableConfig(table).name).sort());
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const key of config.foreignKeys) {
        const parent = getTableConfig(key.reference().foreignTable).name;
        expect(order.indexOf(parent), `${config.name} → ${parent}`).toBeLessThan(order.indexOf(config.name));
      }
    }
  });

  it('orders a chain of three tables declared backwards, and ignores a key to the own table', () => {
    const grandparent = pgTable('c_grandparent', { id: text('id').primaryKey() });
    const parent = pgTable('b_parent', {
      id: text('id').primaryKey(),
      grandparentId: text('grandparent_id').references(() => grandparent.id),
    });
    const child = pgTable('a_child', {
      id: text('id').primaryKey(),
      parentId: text('parent_id').references(() => parent.id),
      previousId: text('previous_id').references((): AnyPgColumn => child.id),
    });
    expect(tablesInForeignKeyOrder({ child, parent, grandparent, notATable: 'x' })).toEqual([
      'c_grandparent',
      'b_parent',
      'a_child',
    ]);
  });

  it('refuses a cycle of foreign keys, naming its tables', () => {
    const left = pgTable('left_side', {
      id: text('id').primaryKey(),
      rightId: text('right_id').references((): AnyPgColumn => right.id),
    });
    const right = pgTable('right_side', {
      id: text('id').primaryKey(),
      leftId: text('left_id').references(() => left.id),
    });
    expect(() => tablesInForeignKeyOrder({ left, right })).toThrow(/left_side, right_side form a cycle/);
  });
});
