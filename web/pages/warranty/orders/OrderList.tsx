import { Form } from '@douyinfe/semi-ui';
import { MARKETPLACES } from '@shared/api/warranty/common';
import { orderFields } from '@shared/api/warranty/fields';
import { warrantyOrderPage, warrantyOrderTabNum } from '@shared/api/warranty/order';
import { warrantyOrderMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { OrderDrawer } from './OrderDrawer';

const FILTERS = { status: '', keyword: '', marketplace: '' };

/** 延保订单: buyers' registrations, checked against the order, extended or rejected by customer service. */
export function OrderList() {
  const state = useResourceList({ endpoint: warrantyOrderPage, counts: warrantyOrderTabNum, filters: FILTERS });
  const drawer = useRecordDrawer();
  const columns = fieldColumns(orderFields, ['serialNo', 'status', 'buyerName', 'email', 'orderNo', 'marketplace', 'sku', 'projectName', 'warrantyUntil', 'createdAt'], { serialNo: { fixed: 'left' } });
  return (
    <>
      <ResourceList
        title={warrantyOrderMachine.title}
        state={state}
        machine={warrantyOrderMachine}
        tableKey="warranty.orders"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="keyword" label="单号/订单号/邮箱" showClear style={{ width: 220 }} />
            <Form.Select field="marketplace" label="购买平台" showClear style={{ width: 140 }} optionList={optionsOf(MARKETPLACES)} />
          </>
        }
      />
      {drawer.id !== undefined && <OrderDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
