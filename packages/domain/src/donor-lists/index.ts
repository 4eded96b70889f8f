/** Recurring donations and information requests: who may see and stop them, and their texts. */
export * from './donor-list-access';
export * from './donor-list-messages';
