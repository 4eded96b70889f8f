/** API shapes of organisations. */
import type {
  Contact,
  OrganizationDetail,
  OrganizationFeature,
  OrganizationSummary,
} from '@kollekta/contract';
import type { Currency, FeatureType, OrganizationLevel, Permission } from '@kollekta/domain';
import { satisfies } from '@kollekta/domain';
import { parsePath } from './organization-path';
import type { OrganizationRow } from './organizations.repository';

export function organizationUrl(apiBase: string, id: number): string {
  return `${apiBase}organization/${id}/`;
}

export function toOrganizationSummary(
  row: OrganizationRow,
  held: ReadonlySet<Permission>,
  counts: { locations: number; users: number },
  apiBase: string,
): OrganizationSummary {
  return {
    id: row.id,
    url: organizationUrl(apiBase, row.id),
    name: row.name,
    parent: row.parent_id === null ? null : organizationUrl(apiBase, row.parent_id),
    parent_id: row.parent_id,
    level: row.level as OrganizationLevel,
    currency: row.currency as Currency,
    flags: row.flags,
    path: parsePath(row.path),
    permissions: [...held].sort(),
    is_writable: satisfies(held, 'WRITE_ORG_DATA'),
    location_count: satisfies(held, 'READ') ? counts.locations : null,
    user_count: satisfies(held, 'MANAGE_USERS') ? counts.users : null,
  };
}

export function toOrganizationDetail(
  summary: OrganizationSummary,
  row: OrganizationRow,
  children: { id: number; name: string; level: string }[],
  locations: { id: number; name: string }[],
  apiBase: string,
  notifications: { contacts: Contact[]; features: OrganizationFeature[]; validFeatures: FeatureType[] },
): OrganizationDetail {
  return {
    ...summary,
    children: children.map((child) => ({
      id: child.id,
      url: organizationUrl(apiBase, child.id),
      name: child.name,
      level: child.level as OrganizationLevel,
    })),
    locations: locations.map((location) => ({
      id: location.id,
      url: `${apiBase}location/${location.id}/`,
      name: location.name,
      organization: summary.url,
    })),
    settings_local: row.settings_local,
    settings_inherit: row.settings_inherit,
    datev_creditor:
      summary.is_writable || summary.permissions.includes('READ_ORG_DATA') ? row.datev_creditor : null,
    contacts: notifications.contacts,
    features: notifications.features,
    valid_features: notifications.validFeatures,
  };
}
