import { Form } from '@douyinfe/semi-ui';
import { formatTime } from '@shared/format';
import { addNotification, getAllBrand, NOTICE_TYPES, noticeInput } from '@shared/api/storePerformance/notifications';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/options';
import { call, useApi } from '../../../lib/api';
import { useStoreOptions } from '../common/useStoreOptions';

/** A picked day as the spec writes dates (yyyy-MM-dd); blank stays blank. */
const day = (v: unknown) => (v instanceof Date ? formatTime(v, 'yyyy-MM-dd') : v || undefined);

/** 新增通知: a platform notice about a store, as received. */
export function NoticeForm({ visible, onClose, onSaved }: { visible: boolean; onClose(): void; onSaved(id: number): void }) {
  const stores = useStoreOptions();
  const brands = useApi(visible ? getAllBrand : null);
  return (
    <FormDialog
      title="新增通知"
      visible={visible}
      schema={noticeInput}
      initValues={{ noticeType: 'health', receivedOn: new Date() }}
      toInput={(v) => ({ ...v, receivedOn: day(v.receivedOn), deadline: day(v.deadline) })}
      successText="新增成功"
      onClose={onClose}
      onSubmit={async (body) => onSaved((await call(addNotification, { body })).id)}
    >
      <Form.Select field="storeId" label="店铺" filter remote onSearch={stores.onSearch} style={{ width: '100%' }} optionList={stores.options} />
      <Form.Select field="noticeType" label="通知类型" style={{ width: '100%' }} optionList={optionsOf(NOTICE_TYPES)} />
      <Form.AutoComplete field="brand" label="品牌" style={{ width: '100%' }} data={brands.data ?? []} />
      <Form.Input field="title" label="通知标题" />
      <Form.TextArea field="content" label="通知内容" autosize rows={4} maxCount={5000} />
      <Form.DatePicker field="receivedOn" label="收到日期" type="date" format="yyyy-MM-dd" style={{ width: '100%' }} />
      <Form.DatePicker field="deadline" label="截止日期" type="date" format="yyyy-MM-dd" style={{ width: '100%' }} placeholder="可不填" showClear />
    </FormDialog>
  );
}
