import { kolRequireScreen } from '@shared/api/kol/screens';
import { kolAuditBatches, kolRequires } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

/** Requirements: kol-list:btn_viewAll sees every one, others those they created (docs/domain/kol.md, Visibility). */
export const requireVisibility = defineVisibility({ screens: [kolRequireScreen.path], owner: kolRequires.createdBy, title: 'KOL需求' });

/** Audit batches, by their submitter (managers hold viewAll). */
export const batchVisibility = defineVisibility({ screens: [kolRequireScreen.path], owner: kolAuditBatches.createdBy, title: 'KOL需求审核批次' });
