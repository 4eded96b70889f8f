export * from './permission-check';
export * from './permission-groups';
export * from './permission-types';
export * from './role-granting';
