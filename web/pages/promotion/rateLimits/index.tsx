import { rateLimitCalls } from '@shared/api/promotion/limits';
import { MasterScreen } from '../../../components/master';
import { CategoryField } from '../common/CategoryField';

const custom = { categoryName: () => <CategoryField field="categoryId" label="品类" /> };

/** /promoteManager/rateFeeLimitManager (费率限额): promotion cost as a share of sales per platform and category. */
export default function RateLimitPage() {
  return <MasterScreen master={rateLimitCalls} addedText="保存成功" custom={custom} />;
}
