import type { TestProject } from 'vitest/node';
import { prepareTemplate, type TemplateRef } from '../support/database';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/** Builds one migrated, seeded database that every API test file copies. */
export default async function setup(project: TestProject) {
  const { ref, teardown } = await prepareTemplate();
  project.provide('template', ref);
  return teardown;
}
