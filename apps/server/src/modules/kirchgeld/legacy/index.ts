export { addDemoLegacyRecords } from './demo-legacy';
export { registerKgLegacyRoutes } from './legacy.routes';
export { CONTEXTK_IMPORT_JOB, runContextKImportJob } from './legacy-import.jobs';
export { importContextKExport } from './legacy-import.service';
