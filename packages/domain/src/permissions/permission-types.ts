/**
 * The roles and permissions of the platform, as the static configuration publishes them.
 * Names follow the spec (administration.md §6, planning.md §6).
 */

export const PERMISSIONS = [
  'READ_CPLAN_INHERITED',
  'READ_NONSENSITIVE',
  'READ_CPLAN',
  'WRITE_CPLAN',
  'WRITE_EXTRA_FIELDS',
  'WRITE_WEBSITE',
  'READ_ORG_DATA',
  'WRITE_ORG_DATA',
  'MANAGE_USERS',
  'READ',
  'WRITE',
  'MEMBER',
  'DISBURSEMENT_ORDER',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Composite checks: satisfied when the caller holds any one of their parts. */
export const COMPOSITE_PERMISSIONS = [
  'interactGeneral',
  'interactCollectionPlan',
  'interactWriteAny',
  'readOther',
] as const;
export type CompositePermission = (typeof COMPOSITE_PERMISSIONS)[number];

export type PermissionCheck = Permission | CompositePermission;

/**
 * Permissions that only let a user see that an organisation exists (its name in breadcrumbs,
 * plans inherited from it). Holding nothing beyond these is not "interaction".
 */
export const BASIC_PERMISSIONS: readonly Permission[] = [
  'READ_NONSENSITIVE',
  'READ_CPLAN_INHERITED',
  'MEMBER',
];

export const PERMISSION_PARTS: Record<CompositePermission, readonly Permission[]> = {
  interactGeneral: PERMISSIONS.filter((permission) => !BASIC_PERMISSIONS.includes(permission)),
  interactCollectionPlan: ['READ_CPLAN', 'WRITE_CPLAN'],
  interactWriteAny: [
    'WRITE',
    'WRITE_CPLAN',
    'WRITE_EXTRA_FIELDS',
    'WRITE_WEBSITE',
    'WRITE_ORG_DATA',
    'MANAGE_USERS',
  ],
  readOther: ['READ'],
};

export const ROLE_TYPES = ['user', 'collection_plan_editor', 'treasurer', 'viewer', 'admin'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const DEFAULT_ROLE: RoleType = 'user';

export const ROLE_LABELS: Record<RoleType, string> = {
  user: 'Benutzer',
  collection_plan_editor: 'Sammlungsplanung',
  treasurer: 'Finanzen',
  viewer: 'Lesezugriff',
  admin: 'Administration',
};

export type RolePermissions = {
  /** on the organisation the role is given for */
  own: readonly Permission[];
  /** on every organisation above it */
  ancestors: readonly Permission[];
  /** on every organisation below it */
  descendants: readonly Permission[];
};

const SEE_ABOVE: readonly Permission[] = ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED'];
const READ_ALL: readonly Permission[] = [
  'READ_NONSENSITIVE',
  'READ_CPLAN_INHERITED',
  'READ_CPLAN',
  'READ',
  'READ_ORG_DATA',
];

export const PERMISSIONS_MAP: Record<RoleType, RolePermissions> = {
  // Volunteers and staff of a parish: see everything of their organisation, enter and confirm cash.
  user: {
    own: [...READ_ALL, 'MEMBER'],
    ancestors: SEE_ABOVE,
    descendants: READ_ALL,
  },
  collection_plan_editor: {
    own: [...READ_ALL, 'MEMBER', 'WRITE_CPLAN', 'WRITE_EXTRA_FIELDS', 'WRITE_WEBSITE'],
    ancestors: SEE_ABOVE,
    descendants: [...READ_ALL, 'WRITE_CPLAN', 'WRITE_EXTRA_FIELDS', 'WRITE_WEBSITE'],
  },
  treasurer: {
    own: [...READ_ALL, 'MEMBER', 'WRITE', 'DISBURSEMENT_ORDER'],
    ancestors: SEE_ABOVE,
    descendants: [...READ_ALL, 'DISBURSEMENT_ORDER'],
  },
  viewer: {
    own: READ_ALL,
    ancestors: SEE_ABOVE,
    descendants: READ_ALL,
  },
  admin: {
    own: PERMISSIONS,
    ancestors: SEE_ABOVE,
    descendants: PERMISSIONS,
  },
};
