/** Small API answers shaped like the demo world, for component tests. */
import type { OrganizationSummary, StaticConfiguration, User } from '@kollekta/contract';
import { PERMISSION_PARTS, PERMISSIONS, PERMISSIONS_MAP, ROLE_LABELS } from '@kollekta/domain';

export const staticConfiguration: StaticConfiguration = {
  enums: {
    RoleType: ROLE_LABELS,
    Permission: Object.fromEntries(
      PERMISSIONS.map((permission) => [permission, permission]),
    ) as StaticConfiguration['enums']['Permission'],
    OrganizationLevel: {
      international: 'International',
      country: 'Landeskirche',
      region: 'Region',
      district: 'Kirchenbezirk',
      parish: 'Gemeinde',
      other: 'Sonstige',
    },
  },
  permission_parts: {
    interactGeneral: [...PERMISSION_PARTS.interactGeneral],
    interactCollectionPlan: [...PERMISSION_PARTS.interactCollectionPlan],
    interactWriteAny: [...PERMISSION_PARTS.interactWriteAny],
    readOther: [...PERMISSION_PARTS.readOther],
  },
  permissions_map: Object.fromEntries(
    Object.entries(PERMISSIONS_MAP).map(([role, map]) => [
      role,
      { own: [...map.own], ancestors: [...map.ancestors], descendants: [...map.descendants] },
    ]),
  ) as StaticConfiguration['permissions_map'],
  deployment: 'demo',
  variant: 'collection',
  version: '0.25.3',
  support_email: 'support@kollekta.example',
};

export function makeUser(patch: Partial<User> = {}): User {
  return {
    url: 'http://localhost/api/v2/user/3/',
    id: 3,
    name: 'Dekanatamt Neckartal',
    username: 'bezirk',
    email: 'dekanat@neckartal.example',
    is_superuser: false,
    is_active: true,
    has_usable_password: true,
    has_webauthn: false,
    has_otp: false,
    pw_check_status: 'not_checked',
    pw_check_data: { pwnedpasswords: { pwned: null } },
    permissions: [],
    ...patch,
  };
}

const SEE_ONLY = ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED'] as const;

export function makeOrganization(
  id: number,
  name: string,
  parentId: number | null,
  patch: Partial<OrganizationSummary> = {},
): OrganizationSummary {
  return {
    id,
    url: `http://localhost/api/v2/organization/${id}/`,
    name,
    parent: parentId === null ? null : `http://localhost/api/v2/organization/${parentId}/`,
    parent_id: parentId,
    level: 'parish',
    currency: 'EUR',
    flags: [],
    path: [id],
    permissions: [...SEE_ONLY],
    is_writable: false,
    location_count: null,
    user_count: null,
    ...patch,
  };
}

/** What a district administrator sees: the church and region by name, the district and its parishes fully. */
export const districtAdminOrganizations: OrganizationSummary[] = [
  makeOrganization(1, 'Evangelische Landeskirche am Neckar', null, { level: 'country' }),
  makeOrganization(2, 'Prälatur Heilbronn', 1, { level: 'region' }),
  makeOrganization(3, 'Kirchenbezirk Neckartal', 2, {
    level: 'district',
    permissions: [...PERMISSIONS],
    location_count: 0,
    user_count: 1,
  }),
  makeOrganization(4, 'Ev. Kirchengemeinde Lauffen', 3, {
    permissions: [...PERMISSIONS],
    location_count: 2,
    user_count: 4,
  }),
  makeOrganization(5, 'Ev. Kirchengemeinde Flein', 3, {
    permissions: [...PERMISSIONS],
    location_count: 2,
    user_count: 0,
  }),
];
