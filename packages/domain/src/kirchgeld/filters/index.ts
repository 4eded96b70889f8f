/** Church-tax filters (target groups, §5 "Filter operators"): the field whitelist and the checks. */
export * from './filter-age';
export * from './filter-fields';
export * from './filter-messages';
export * from './filter-validation';
