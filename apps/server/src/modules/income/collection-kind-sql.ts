/**
 * The rule of `toCollectionKind` (packages/domain) in SQL, for the month screen's tabs: donations,
 * the plan's variant (main, side, free collection), or none. Payments keep null for "no type";
 * the roll-ups keep ''.
 */
import type { CollectionKind } from '@kollekta/domain';
import { type RawBuilder, sql } from 'kysely';

export function isOfCollectionKind(
  kind: CollectionKind,
  columns: { type: RawBuilder<unknown>; variant: RawBuilder<unknown> },
  noType: 'null' | 'empty',
): RawBuilder<boolean> {
  const { type, variant } = columns;
  const hasType = noType === 'null' ? sql`(${type} is not null)` : sql`(${type} <> '')`;
  const hasNoVariant = sql`coalesce(${variant}, '') not in ('inner', 'outer', 'x')`;
  switch (kind) {
    case 'inner':
    case 'outer':
    case 'x':
      return sql<boolean>`(${type} is distinct from 'donation' and ${variant} = ${kind})`;
    case 'donation':
      return sql<boolean>`(${type} = 'donation' or (${hasType} and ${hasNoVariant}))`;
    case 'none':
      return sql<boolean>`(not ${hasType} and ${hasNoVariant})`;
  }
}
