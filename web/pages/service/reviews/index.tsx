import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ReviewList } from './ReviewList';

/** /customerServiceManager/review */
export default function ReviewPage() {
  return <ReviewList title="评论管理" />;
}
