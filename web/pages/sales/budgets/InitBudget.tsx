import { Form } from '@douyinfe/semi-ui';
import { initBudget, initBudgetBody } from '@shared/api/sales/budget';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { StoreSelect } from '../../../components/pickers/StoreSelect';

const thisYear = new Date().getFullYear();
const YEARS = [thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: y, label: `${y}年` }));

/** 初始化: a draft budget of a store and year from last year's actual weekly sales (one line per SPU and month). */
export function InitBudgetDialog({ onClose, onDone }: { onClose(): void; onDone(id: number): void }) {
  return (
    <FormDialog
      title="按上一年实际初始化预算"
      visible
      schema={initBudgetBody}
      initValues={{ year: thisYear + 1 }}
      onSubmit={async (body) => onDone((await call(initBudget, { body })).id)}
      onClose={onClose}
      successText="已按上一年实际生成草稿预算"
      submitText="初始化"
    >
      <StoreSelect field="storeId" label="店铺" />
      <Form.Select field="year" label="预算年份" style={{ width: '100%' }} optionList={YEARS} />
    </FormDialog>
  );
}
