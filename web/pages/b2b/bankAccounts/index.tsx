import '../../../components/table/table.css';
import '../../../components/screen.css';
import { BankList } from './BankList';

/** /financeManager/paymentAccountManager */
export default function PaymentAccountManagerPage() {
  return <BankList />;
}
