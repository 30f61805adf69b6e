import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { formatTime } from '@shared/format';
import { PROMOTE_KINDS } from '@shared/api/reviewerReports/common';
import { addOrUpdPromoteLog, promoteLogBody, type PromoteLogRow } from '@shared/api/reviewerReports/promoteLog';
import { FormDialog } from '../../../components/form/FormDialog';
import { useOptions } from '../../../components/options';
import { call } from '../../../lib/api';

const KIND_OPTIONS = Object.entries(PROMOTE_KINDS).map(([value, label]) => ({ value, label }));

/** 新增/编辑推广日志: what was done to promote one product (site + ASIN) on one day. */
export function PromoteLogForm({ entry, visible, onClose, onSaved }: { entry?: PromoteLogRow; visible: boolean; onClose(): void; onSaved(): void }) {
  const platforms = useOptions('platforms');
  const [today] = useState(() => new Date());
  return (
    <FormDialog
      title={entry ? `编辑推广日志：${entry.asin} ${entry.actionDate}` : '新增推广日志'}
      visible={visible}
      schema={promoteLogBody}
      initValues={entry ? { platformId: entry.platformId, asin: entry.asin, kind: entry.kind, actionDate: entry.actionDate, content: entry.content, remark: entry.remark ?? '' } : { kind: 'coupon', actionDate: today }}
      toInput={({ actionDate, ...rest }) => ({ ...rest, id: entry?.id, actionDate: actionDate ? formatTime(actionDate as string | Date, 'yyyy-MM-dd') : '' })}
      successText={entry ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdPromoteLog, { body });
        onSaved();
      }}
    >
      <Form.Select field="platformId" label="站点" style={{ width: '100%' }} optionList={platforms.options} filter />
      <Form.Input field="asin" label="ASIN" placeholder="该站点的产品链接 ASIN" />
      <Form.Select field="kind" label="推广类型" style={{ width: '100%' }} optionList={KIND_OPTIONS} />
      <Form.DatePicker field="actionDate" label="推广日期" style={{ width: '100%' }} />
      <Form.TextArea field="content" label="推广内容" maxCount={500} placeholder="例如：上线 15% 优惠券；广告预算 30→60 美元/天" />
      <Form.TextArea field="remark" label="备注" maxCount={500} />
    </FormDialog>
  );
}
