import { reviewerFbProductManager } from '@shared/api/reviewers/reviewerFbProductManager';
import { MasterScreen } from '../../../components/master';

/** /reviewerManager/reviewerFbProductManager (Facebook产品): products offered to reviewers in Facebook groups. */
export default function ReviewerFbProductManagerPage() {
  return <MasterScreen master={reviewerFbProductManager} />;
}
