import { Form } from '@douyinfe/semi-ui';
import { addOrUpdKolPool, getAllKolCategory, getListPoolTag, poolSaveQuery, type PoolRow } from '@shared/api/kol/pool';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';
import { CHANNEL_OPTIONS } from '../common/options';
import { CURRENCY_OPTIONS } from '../../../components/options';

/** 新增/编辑红人 (the spec's addOrUpdKolPool is a GET: the fields travel in the query). */
export function PoolForm({ visible, row, onClose, onSaved }: { visible: boolean; row?: PoolRow; onClose(): void; onSaved(): void }) {
  const categories = useApi(visible ? getAllKolCategory : null);
  const tags = useApi(visible ? getListPoolTag : null);
  return (
    <FormDialog
      key={row?.id ?? 'new'}
      title={row ? `编辑红人：${row.name}` : '新增红人'}
      visible={visible}
      schema={poolSaveQuery}
      initValues={row ?? { channel: 'youtube', followers: 0 }}
      successText="保存成功"
      onClose={onClose}
      onSubmit={async (query) => {
        await call(addOrUpdKolPool, { query: { ...query, id: row?.id } as never });
        onSaved();
      }}
    >
      <Form.Input field="name" label="红人名称" />
      <Form.Select field="channel" label="渠道" style={{ width: '100%' }} optionList={CHANNEL_OPTIONS} />
      <Form.Input field="profileUrl" label="主页链接" />
      <Form.InputNumber field="followers" label="粉丝数" min={0} style={{ width: '100%' }} />
      <Form.Select field="categoryId" label="分类" style={{ width: '100%' }} optionList={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
      <Form.Select field="tagIds" label="标签" multiple style={{ width: '100%' }} optionList={(tags.data ?? []).filter((t) => !t.retired || row?.tagIds.includes(t.id)).map((t) => ({ value: t.id, label: t.retired ? `${t.name}（已停用）` : t.name }))} />
      <Form.Input field="country" label="国家" />
      <Form.Input field="email" label="邮箱" />
      <Form.Input field="contact" label="其他联系方式" />
      <Form.Input field="price" label="报价" />
      <Form.Select field="priceCurrency" label="报价币种" showClear style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
      <Form.TextArea field="remark" label="备注" maxCount={500} />
    </FormDialog>
  );
}
