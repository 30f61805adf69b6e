import { reviewerEmailManager } from '@shared/api/reviewers/mailboxes';
import { MasterScreen } from '../../../components/master';

/** /reviewerManager/reviewerEmailManager (测评邮箱): the mail-centre accounts used to write to reviewers. */
export default function ReviewerEmailManagerPage() {
  return <MasterScreen master={reviewerEmailManager} />;
}
