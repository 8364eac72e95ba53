// What the global setups hand to test files through vitest's provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    /** Key of the migrated template test databases are copied from. */
    testTemplateKey: string;
    /** Path of the Chromium that browser tests drive, or null when they are skipped. */
    e2eBrowser: string | null;
  }
}

export {};
