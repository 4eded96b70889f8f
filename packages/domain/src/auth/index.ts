export * from './auth-messages';
export * from './auth-validation';
export * from './login-throttle';
export * from './password-policy';
export * from './password-strength';
export * from './request-limits';
