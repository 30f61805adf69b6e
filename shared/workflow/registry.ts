import { b2bMachines } from './b2b';
import { giftMachines } from './gifts';
import { kolMachines } from './kol';
import { warrantyMachines } from './warranty';
import { mailMachines } from './mail';
import { reviewMachines } from './review';
import { reviewOpsMachines } from './reviewOps';
import type { Machine } from './machine';
import { salesMachines } from './sales';
import { supplyMachines } from './supply';
import { serviceMachines } from './service';
import { notificationTaskMachines } from './notificationTask';
import { reimbursementMachines } from './reimbursement';
import { promotionItemMachines } from './promotionItem';

/** Every declared machine; a module with a workflow adds its machines here (dashboard tasks, Lark relay). */
export const allMachines: readonly Machine[] = [...b2bMachines, ...kolMachines, ...giftMachines, ...salesMachines, ...warrantyMachines, ...mailMachines, ...reviewMachines, ...reviewOpsMachines, ...supplyMachines, ...serviceMachines, ...notificationTaskMachines, ...reimbursementMachines, ...promotionItemMachines];

/** The machine of an entity (`b2b_payment`), if one is declared. */
export const machineOf = (entity: string): Machine | undefined => allMachines.find((m) => m.entity === entity);
