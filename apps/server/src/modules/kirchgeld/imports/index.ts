export {
  changeDemoRegistry,
  formatDemoRegistryCsv,
  generateDemoRegistry,
} from './demo-registry-file';
export { addDemoRegistryImports, importRegistryText } from './demo-registry-imports';
export { registerKgImportRoutes } from './imports.routes';
export {
  ensureRegistryImportJobs,
  REGISTRY_IMPORT_JOB,
  type RegistryImportOptions,
  runRegistryImport,
} from './registry-import.jobs';
