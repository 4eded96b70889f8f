export * from './password-status';
export * from './user-list';
export * from './user-validation';
export * from './user-visibility';
export * from './username';
