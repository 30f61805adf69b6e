import { Form } from '@douyinfe/semi-ui';
import { addOrUpdProductQrCode, batchBody, querySkuInfo } from '@shared/api/warranty/batch';
import { honeycombBasePage } from '@shared/api/warranty/project';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';

function SkuSelect({ projectId }: { projectId?: number }) {
  const skus = useApi(projectId ? querySkuInfo : null, { projectId });
  return <Form.Select field="sku" label="SKU" style={{ width: '100%' }} optionList={(skus.data ?? []).map((s) => ({ value: s.sku, label: `${s.sku} ${s.name}` }))} emptyContent="请先选择项目" />;
}

/** 新增批次: a project, one of its SKUs, how many codes. */
export function BatchForm({ visible, onClose, onSaved }: { visible: boolean; onClose(): void; onSaved(id: number): void }) {
  const projects = useApi(visible ? honeycombBasePage : null, { enabled: 'true', limit: 200 });
  return (
    <FormDialog
      title="新增二维码批次"
      visible={visible}
      schema={batchBody}
      initValues={{ quantity: 1000 }}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => onSaved((await call(addOrUpdProductQrCode, { body })).id)}
    >
      {(values) => (
        <>
          <Form.Select field="projectId" label="项目" style={{ width: '100%' }} optionList={(projects.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }))} />
          <SkuSelect projectId={values.projectId as number | undefined} />
          <Form.InputNumber field="quantity" label="数量" min={1} max={100000} style={{ width: '100%' }} />
          <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={200} />
        </>
      )}
    </FormDialog>
  );
}
