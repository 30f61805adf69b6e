import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { honeycombQrPage, qrBatchTabNum } from '@shared/api/warranty/batch';
import { batchFields } from '@shared/api/warranty/fields';
import { codeScreen } from '@shared/api/warranty/screens';
import { warrantyBatchMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { AddButton, ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { BatchDrawer } from './BatchDrawer';
import { BatchForm } from './BatchForm';

const FILTERS = { status: '', serialNo: '', sku: '' };

/** 二维码批次: batches per SKU, generated as a job into a print sheet, then marked printed. */
export function BatchList() {
  // While a batch is being generated, the list looks again every few seconds.
  const state = useResourceList({ endpoint: honeycombQrPage, counts: qrBatchTabNum, filters: FILTERS, listOptions: { refreshInterval: 3000 } as never });
  const [adding, setAdding] = useState(false);
  const drawer = useRecordDrawer();
  const columns = fieldColumns(batchFields, ['serialNo', 'status', 'projectName', 'sku', 'quantity', 'generatedCount', 'registeredCount', 'printerName', 'creatorName', 'createdAt'], { serialNo: { fixed: 'left' } });
  return (
    <>
      <ResourceList
        title={warrantyBatchMachine.title}
        state={state}
        machine={warrantyBatchMachine}
        tableKey="warranty.batches"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="serialNo" label="批次号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
          </>
        }
        toolbar={<AddButton code={codeScreen.code('add')} onClick={() => setAdding(true)}>新增批次</AddButton>}
      />
      <BatchForm
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          state.refresh();
          drawer.open(id);
        }}
      />
      {drawer.id !== undefined && <BatchDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
