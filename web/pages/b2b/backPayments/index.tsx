import '../../../components/table/table.css';
import { BackPaymentList } from './BackPaymentList';

/** /operationManager/back-payment-list */
export default function BackPaymentListPage() {
  return <BackPaymentList />;
}
