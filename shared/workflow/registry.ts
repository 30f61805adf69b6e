import { b2bMachines } from './b2b';
import type { Machine } from './machine';

/** Every declared machine; a module with a workflow adds its machines here (dashboard tasks, Lark relay). */
export const allMachines: readonly Machine[] = [...b2bMachines];

/** The machine of an entity (`b2b_payment`), if one is declared. */
export const machineOf = (entity: string): Machine | undefined => allMachines.find((m) => m.entity === entity);
