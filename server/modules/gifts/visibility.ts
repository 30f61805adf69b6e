import { grantApprovalScreen, grantScreen } from '@shared/api/gifts/screens';
import { giftGrants } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

/** Gift grants: their creator sees them; viewAll on the grant or approval screen sees every one. */
export const grantVisibility = defineVisibility({ screens: [grantScreen.path, grantApprovalScreen.path], owner: giftGrants.createdBy, title: '礼品发放' });
