import { productLimitCalls } from '@shared/api/promotion/limits';
import { MasterScreen } from '../../../components/master';
import { ProductCodeField } from './ProductCodeField';

const custom = { code: (v: Record<string, unknown>) => <ProductCodeField kind={v.targetKind} code={v.code} /> };

/** /promoteManager/productLimitManager (产品费用限额): the most promotion money per SKU or SPU and month, in CNY. */
export default function ProductLimitPage() {
  return <MasterScreen master={productLimitCalls} addedText="保存成功" custom={custom} />;
}
