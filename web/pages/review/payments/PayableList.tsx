import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { payableOpList } from '@shared/api/review/payments';
import { orderOpFields } from '@shared/api/review/recordFields';
import { paymentOpScreen } from '@shared/api/review/screens';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useResourceList } from '../../../components/resource';
import { Auth } from '../../../lib/session/Auth';

import { PayForm } from './PayForm';
import { useOptions } from '../../../components/options';

const FILTERS = { reviewer: '', marketOrderNo: '', platformId: '' };
const COLUMNS = ['serialNo', 'type', 'reviewerEmail', 'marketOrderNo', 'amount', 'platformName', 'sku', 'planOrderSerialNo', 'creatorName'] as const;

/** 待付款: approved refunds and commissions by reviewer; select several of one reviewer and pay them at once. */
export function PayableList() {
  const state = useResourceList({ endpoint: payableOpList, filters: FILTERS });
  const platforms = useOptions('platforms').options;
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [paying, setPaying] = useState(false);
  const ops = state.list.rows.filter((r) => selected.map(Number).includes(r.id));
  return (
    <>
      <ResourceList
        title="待付款操作"
        state={state}
        tableKey="review.payableOps"
        columns={fieldColumns(orderOpFields, COLUMNS, { serialNo: { fixed: 'left' } })}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        emptyText="没有待付款的退款或佣金（审核通过后出现在这里）"
        filterFields={
          <>
            <Form.Input field="reviewer" label="测评人邮箱" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Input field="marketOrderNo" label="订单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms} />
          </>
        }
        toolbar={
          <Auth code={paymentOpScreen.code('pay')}>
            <LockButton theme="solid" disabled={ops.length === 0} onClick={() => setPaying(true)}>
              付款{ops.length ? `（${ops.length}）` : ''}
            </LockButton>
          </Auth>
        }
      />
      {paying && (
        <PayForm
          ops={ops}
          onClose={() => setPaying(false)}
          onPaid={() => {
            setSelected([]);
            state.refresh();
          }}
        />
      )}
    </>
  );
}
