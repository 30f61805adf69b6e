import { spuAssignScreen } from '@shared/api/sales/screens';
import { saleSpuAssigns } from '../../../db/schema';
import { defineVisibility } from '../../../http/visibility';

/** Operators see the SPUs assigned to them; holders of spu-list:btn_viewAll see all. */
export const spuAssignVisibility = defineVisibility({ screens: [spuAssignScreen.path], owner: saleSpuAssigns.operatorId, title: 'SPU分配' });
