import { accountCompanyCalls } from '@shared/api/promotion/accountCompany';
import { MasterScreen } from '../../../components/master';

/** /promoteManager/accountCompanyManager (账户公司): the company and account paying promotion costs on each platform. */
export default function AccountCompanyPage() {
  return <MasterScreen master={accountCompanyCalls} addedText="保存成功" />;
}
