export * from './password-status';
export * from './user-list';
export * from './user-validation';
