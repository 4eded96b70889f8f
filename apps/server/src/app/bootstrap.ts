/** What tools (demo-world CLI, benchmarks) may use of the server: package export '@kollekta/server/server'. */
export { createAppContext, type RunningContext } from '../platform/app-context';
export { databaseUrlOf, recreatePostgresDatabase, sql } from '../platform/tool-support';
export { buildHttpApp } from './http-app';
export { isDatabaseEmpty } from './server';
