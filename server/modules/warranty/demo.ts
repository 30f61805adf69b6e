/** What the demo data uses: the module's own functions (server/seed/warrantyDemo.ts). */
export { saveProject } from './projects';
export { saveBatch } from './batches';
export { fillCodes } from './sheet';
export { register } from './register';
export { EVERY_PROJECT } from './scope';
