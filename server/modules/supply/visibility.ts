import { opSupplyScreen, supplyDetailScreen, supplyListScreen, trackScreen } from '@shared/api/supply/screens';
import { supplyPlans, supplyPlanTracks } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

const screens = [supplyListScreen.path, supplyDetailScreen.path, opSupplyScreen.path, trackScreen.path];

/** Supply plans and their tracks: the planning operator sees her own; viewAll on a supply screen sees every one. */
export const planVisibility = defineVisibility({ screens, owner: supplyPlans.createdBy, title: '供货计划' });
export const trackVisibility = defineVisibility({ screens, owner: supplyPlanTracks.createdBy, title: '计划跟踪' });
