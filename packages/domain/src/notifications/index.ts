export * from './admin-mail-rules';
export * from './contact-rules';
export * from './feature-validity';
export * from './notification-messages';
export * from './notification-timing';
