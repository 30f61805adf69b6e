import '../../../components/table/table.css';
import '../../admin/common/admin.css';
import { BankList } from './BankList';

/** /financeManager/paymentAccountManager */
export default function PaymentAccountManagerPage() {
  return <BankList />;
}
