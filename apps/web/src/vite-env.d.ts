/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** the product version, defined by vite.config.ts from the root package.json */
  readonly VITE_APP_VERSION?: string;
}
