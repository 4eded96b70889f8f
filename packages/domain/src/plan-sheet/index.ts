export * from './export-range';
export * from './plan-columns';
export * from './plan-hints';
export * from './plan-rows';
export * from './plan-sheet-messages';
export * from './sheet-cells';
