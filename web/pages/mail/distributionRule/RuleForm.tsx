import { Form } from '@douyinfe/semi-ui';
import { addOrUpdateRule, ruleBody, ruleFactor, type RuleRow } from '@shared/api/mail/rules';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call, useApi } from '../../../lib/api';
import { useOptions } from '../../../components/options';

/** 新增/编辑分配规则: who gets a new conversation, and the factors that must all match. */
export function RuleForm({ row, visible, onClose, onSaved }: { row?: RuleRow; visible: boolean; onClose(): void; onSaved(): void }) {
  const factor = useApi(ruleFactor);
  const people = useOptions('users').options;
  const f = factor.data;
  return (
    <FormDialog
      title={row ? `编辑分配规则：${row.name}` : '新增分配规则'}
      visible={visible}
      width={600}
      schema={ruleBody}
      initValues={row ? formValues(row) : { sort: 100, enabled: true }}
      successText={row ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdateRule, { body: { ...body, id: row?.id } });
        onSaved();
      }}
    >
      <Form.Input field="name" label="规则名称" />
      <Form.InputNumber field="sort" label="顺序" extraText="小的先匹配" style={{ width: 140 }} />
      <Form.Select field="assigneeId" label="分配给" filter style={{ width: '100%' }} optionList={people} />
      <Form.Select field="accountId" label="邮箱账号" showClear style={{ width: '100%' }} optionList={(f?.accounts ?? []).map((a) => ({ value: a.id, label: a.name }))} />
      <Form.Select field="brandId" label="品牌" showClear style={{ width: '100%' }} optionList={(f?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))} />
      <Form.Input field="senderContains" label="发件人包含" placeholder="如 @amazon.com" />
      <Form.Input field="keywords" label="关键词" placeholder="主题或正文含任一即可，逗号分隔：refund, 退款" />
      <Form.Select field="language" label="语言" showClear style={{ width: 160 }} optionList={f?.languages ?? []} />
      <Form.Switch field="enabled" label="启用" />
    </FormDialog>
  );
}
