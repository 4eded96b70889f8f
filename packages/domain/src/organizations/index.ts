export * from './new-organization';
export * from './organization-levels';
export * from './organization-settings';
export * from './organization-tree';
