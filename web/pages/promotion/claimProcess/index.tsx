import '../../../components/table/table.css';
import { ClaimList } from '../claims/ClaimList';

/** /promoteManager/reimbersementProcessManager (报销流程) */
export default function ClaimProcessPage() {
  return <ClaimList mode="process" />;
}
