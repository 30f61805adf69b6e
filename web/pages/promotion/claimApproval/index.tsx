import '../../../components/table/table.css';
import { ClaimList } from '../claims/ClaimList';

/** /promoteManager/reimbersementProcessAppManager (报销审批) */
export default function ClaimApprovalPage() {
  return <ClaimList mode="approval" />;
}
