/** The registry import's pure rules: header, lines, the file's report, and what counts as a change. */
export * from './registry-file';
export * from './registry-lines';
export * from './registry-messages';
