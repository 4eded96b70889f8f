export * from './password-status';
export * from './session-agent';
export * from './user-list';
export * from './user-preferences';
export * from './user-validation';
export * from './user-visibility';
export * from './username';
