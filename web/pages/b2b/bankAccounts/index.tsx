import { companyBanks } from '@shared/api/b2b/bank';
import { MasterScreen } from '../../../components/master';

const EFFECTS = { disable: '停用后不再出现在回款和付款的账户选择中，历史单据保留。', enable: '启用后可在回款和付款中选择。' };

/** /financeManager/paymentAccountManager (公司收款账户) */
export default function PaymentAccountManagerPage() {
  return <MasterScreen master={companyBanks} formTitle="公司账户" addText="新增账户" effects={EFFECTS} editName={(r: { accountName: string }) => r.accountName} />;
}
