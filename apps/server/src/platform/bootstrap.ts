/** What tools (demo-world CLI, benchmarks) may use of the server. */
export { buildHttpApp } from './http-app';
export { createAppContext, isDatabaseEmpty, type RunningContext } from './server';
export { databaseUrlOf, recreatePostgresDatabase, sql } from './tool-support';
