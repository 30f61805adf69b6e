import '../../../components/table/table.css';
import { FollowList } from './FollowList';

/** /lark-manager/work-order-follow */
export default function WorkOrderFollowPage() {
  return <FollowList />;
}
