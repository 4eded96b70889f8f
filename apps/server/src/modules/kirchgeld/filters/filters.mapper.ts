/** The API shapes of target groups and preview rows (§3 "Filter"), in one place. */
import type { KgFilterNode, KgFilterPreviewPerson, KgTargetGroup } from '@kollekta/contract';
import type { TargetGroupRow } from './filters.repository';

export function targetGroupUrl(apiBase: string, tenantId: number, filterId: number): string {
  return `${apiBase}tenant/${tenantId}/filter/${filterId}/`;
}

export function toKgTargetGroupResponse(row: TargetGroupRow, apiBase: string): KgTargetGroup {
  return {
    id: row.id,
    url: targetGroupUrl(apiBase, row.tenant_id, row.id),
    name: row.name,
    type: row.type,
    filter: row.filter as KgFilterNode,
    person_count: row.type === 'PersistedFilter' ? row.person_count : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export type PreviewRow = Omit<KgFilterPreviewPerson, 'url' | 'inactive'> & { inactive_from: Date | null };

export function toPreviewPerson(
  row: PreviewRow,
  context: { apiBase: string; tenantId: number; now: Date },
): KgFilterPreviewPerson {
  const { inactive_from: inactiveFrom, ...person } = row;
  return {
    ...person,
    url: `${context.apiBase}tenant/${context.tenantId}/person/${row.id}/`,
    inactive: inactiveFrom !== null && new Date(inactiveFrom).getTime() <= context.now.getTime(),
  };
}
