import '../../../components/table/table.css';
import './payments.css';
import { PaymentList } from './PaymentList';

/** /operationManager/payment-list */
export default function PaymentListPage() {
  return <PaymentList />;
}
