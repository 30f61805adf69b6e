import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ReviewList } from '../reviews/ReviewList';

/** /customerServiceManager/walmartReview */
export default function WalmartReviewPage() {
  return <ReviewList channel="walmart" title="Walmart评论" />;
}
