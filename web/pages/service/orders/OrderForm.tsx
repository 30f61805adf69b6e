import { Form } from '@douyinfe/semi-ui';
import { addServiceOrder, SERVICE_ORDER_TYPES, serviceOrderHandling, serviceOrderInput } from '@shared/api/service/orders';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session/SessionContext';
import { useOwnerOptions } from '../common/useOwnerOptions';

/** 新增客服工单: the case, the customer and, for the manager, who handles it. */
export function OrderForm({ visible, onClose, onSaved }: { visible: boolean; onClose(): void; onSaved(id: number): void }) {
  const owners = useOwnerOptions(serviceOrderHandling);
  const mayAssign = useSession().can(serviceOrderScreen.code('assign'));
  return (
    <FormDialog
      title="新增客服工单"
      visible={visible}
      schema={serviceOrderInput}
      initValues={{ type: 'question' }}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => onSaved((await call(addServiceOrder, { body })).id)}
    >
      <Form.Select field="type" label="类型" style={{ width: '100%' }} optionList={optionsOf(SERVICE_ORDER_TYPES)} />
      <Form.Input field="platform" label="平台" />
      <Form.Input field="orderNo" label="订单号" />
      <Form.Input field="sku" label="SKU" />
      <Form.Input field="customerName" label="客户姓名" />
      <Form.Input field="customerEmail" label="客户邮箱" />
      <Form.TextArea field="description" label="问题描述" autosize rows={3} maxCount={2000} />
      {mayAssign && <Form.Select field="ownerId" label="负责人" showClear style={{ width: '100%' }} optionList={owners} placeholder="默认为自己" />}
    </FormDialog>
  );
}
