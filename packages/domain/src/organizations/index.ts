export * from './organization-levels';
export * from './organization-tree';
