import { Banner, Descriptions } from '@douyinfe/semi-ui';
import type { DataOf } from '@shared/api/contract';
import type { supplyPlanLogistics } from '@shared/api/supply/stores';
import { Money } from '../../../components/fields/Money';

export type Estimate = DataOf<typeof supplyPlanLogistics>;

/** 物流费用估算: the cost per kg in force, the weight and the total, in its currency and in CNY. */
export function LogisticsCost({ estimate }: { estimate: Estimate }) {
  const { currency, costPerKg, totalKg, totalCost, totalCostCny, rate, rateDate, rateMissing, missing } = estimate;
  if (!currency) return <Banner type="warning" closeIcon={null} description="目的国该运输方式没有生效的物流费用单价，请先在“物流费用”中维护" />;
  return (
    <>
      <Descriptions
        row
        size="small"
        data={[
          { key: '单价', value: `${costPerKg} ${currency}/kg` },
          { key: '总重量', value: `${totalKg} kg` },
          { key: '物流费用', value: <Money amount={totalCost} currency={currency} /> },
          { key: '折合人民币', value: totalCostCny === null ? '-' : <Money amount={totalCostCny} currency="CNY" /> },
          ...(rate ? [{ key: '汇率', value: `1 ${currency} = ${rate} CNY（${rateDate}）` }] : []),
        ]}
      />
      {rateMissing && <Banner type="warning" closeIcon={null} description={rateMissing} />}
      {missing.length > 0 && <Banner type="info" closeIcon={null} description={`以下SKU没有重量，未计入：${missing.join('、')}`} />}
    </>
  );
}
