import '../../../components/table/table.css';
import { ClaimList } from './ClaimList';

/** /promoteManager/reimbersementManager (报销申请) */
export default function ClaimsPage() {
  return <ClaimList mode="claims" />;
}
