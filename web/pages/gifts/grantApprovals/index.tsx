import '../../../components/table/table.css';
import '../../../components/screen.css';
import { GrantList } from '../grants/GrantList';

/** /customerServiceManager/giftGrantApprovalManager: the grants waiting for approval, decided in the drawer (or on the Lark card). */
export default function GrantApprovalPage() {
  return <GrantList approvals />;
}
