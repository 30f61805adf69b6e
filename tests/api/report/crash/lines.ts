/** What a child process prints when it has reached the point where the test kills it. */
export const EXPORT_PAUSED = 'export paused';
export const IMPORT_PAUSED = 'import paused';
