import { b2bMachines } from './b2b';
import type { Machine } from './machine';

/** Every declared machine; a module with a workflow adds its machines here (dashboard tasks, Lark relay). */
export const allMachines: readonly Machine[] = [...b2bMachines];
