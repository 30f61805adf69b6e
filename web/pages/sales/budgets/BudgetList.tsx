import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconFile } from '@douyinfe/semi-icons';
import { BUDGET_TEMPLATE_FILE, budgetPage, budgetTabNum, budgetTemplate, importBudget } from '@shared/api/sales/budget';
import { addBudgetExcelTask } from '@shared/api/sales/budgetStats';
import { budgetFields } from '@shared/api/sales/recordFields';
import { budgetScreen } from '@shared/api/sales/screens';
import { budgetMachine } from '@shared/workflow';
import { ExportTaskButton, ImportButton } from '../../../components/excel';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { BatchAuditButtons } from './BatchAudit';
import { BudgetDrawer } from './BudgetDrawer';
import { InitBudgetDialog } from './InitBudget';

const FILTERS = { status: '', serialNo: '', storeId: '', year: '' };
const thisYear = new Date().getFullYear();
const YEARS = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: String(y), label: `${y}年` }));

/** 年度预算: tabs with counts, filters, the list, template download and import, the detail drawer. */
export function BudgetList() {
  const state = useResourceList({ endpoint: budgetPage, counts: budgetTabNum, filters: FILTERS });
  // `?id=` (links from Lark cards and the approvals widget) opens that budget.
  const drawer = useRecordDrawer();
  const [initing, setIniting] = useState(false);
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const columns = fieldColumns(budgetFields, ['serialNo', 'storeName', 'year', 'status', 'totalQty', 'totalAmount', 'creatorName', 'auditorName', 'createdAt'], {
    serialNo: { fixed: 'left' },
  });

  return (
    <>
      <ResourceList
        title={budgetMachine.title}
        state={state}
        machine={budgetMachine}
        tableKey="sales.budgets"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        emptyText="还没有年度预算：下载模板填写后导入"
        filterFields={
          <>
            <Form.Input field="serialNo" label="预算编号" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <StoreSelect field="storeId" label="店铺" asText style={{ width: 240 }} />
            <Form.Select field="year" label="年份" showClear style={{ width: 120 }} optionList={YEARS} />
          </>
        }
        toolbar={
          <>
          <Auth code={budgetScreen.code('add')}>
            <LockButton theme="solid" onClick={() => setIniting(true)}>
              初始化
            </LockButton>
            <LockButton icon={<IconFile />} onClick={() => void download(budgetTemplate, {}, BUDGET_TEMPLATE_FILE).catch(() => undefined)}>
              下载模板
            </LockButton>
            <ImportButton endpoint={importBudget} onImported={() => state.refresh()}>
              导入预算
            </ImportButton>
          </Auth>
          <Auth code={budgetScreen.code('audit')}>
            <BatchAuditButtons
              ids={selected.map(Number)}
              onDone={() => {
                setSelected([]);
                state.refresh();
              }}
            />
          </Auth>
          <Auth code={budgetScreen.code('export')}>
            <ExportTaskButton endpoint={addBudgetExcelTask} query={state.query as never} />
          </Auth>
          </>
        }
      />
      {initing && (
        <InitBudgetDialog
          onClose={() => setIniting(false)}
          onDone={(id) => {
            state.refresh();
            drawer.open(id);
          }}
        />
      )}
      {drawer.id !== undefined && <BudgetDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
