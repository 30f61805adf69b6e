import '../../../components/screen.css';
import { useEffect, useState } from 'react';
import { Button, Card, Form, Table } from '@douyinfe/semi-ui';
import { addOtherCost, otherCostFields, otherCostPage } from '@shared/api/promotionItems/reports';
import { otherCostFieldSet } from '@shared/api/promotionItems/recordFields';
import { formatTime } from '@shared/format';
import { fillRate } from '../../../components/form/fillRate';
import { useZodForm } from '../../../components/form/useZodForm';
import { CURRENCY_OPTIONS } from '../../../components/options';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { PlatformStoreFields, useItemClasses } from '../common/pickers';
import { reportColumns } from '../common/ReportView';

const toInput = (v: Record<string, unknown>) => ({ ...v, month: v.month ? formatTime(v.month as Date, 'yyyy-MM') : '' });

/** /promoteManager/other-report (其他上报新增, hidden): an "other" promotion cost of a platform, store and month; the latest ones below. */
export default function OtherReportPage() {
  const form = useZodForm(otherCostFields, toInput);
  const classes = useItemClasses();
  const list = useApi(otherCostPage, { page: 1, limit: 20 });
  const formApi = form.api;
  useEffect(() => fillRate(formApi(), 'USD'), [formApi]);
  const [, setPlatform] = useState<number | undefined>();
  const save = () =>
    form.submit(async (values) => {
      await call(addOtherCost, { body: values as never });
      notice.success('已上报');
      form.api()?.setValues({ ...form.api()!.getValues(), amount: '', remark: '' });
      await list.mutate();
    });
  return (
    <div className="cd-screen-detail">
      <Card title="其他上报新增">
        <Form {...form.formProps} labelPosition="left" labelWidth={96} labelAlign="right" style={{ maxWidth: 560 }} initValues={{ classify: 'other', currency: 'USD', month: new Date() }} aria-label="其他上报">
          {({ values }: { values: Record<string, unknown> }) => (
            <>
              <PlatformStoreFields platformId={values.platformId} onPlatform={setPlatform} />
              <Form.Select field="classify" label="分类" style={{ width: '100%' }} optionList={classes} />
              <Form.DatePicker field="month" label="月份" type="month" style={{ width: '100%' }} />
              <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} onChange={(c) => fillRate(form.api(), c)} />
              <Form.Input field="amount" label="金额" inputMode="decimal" />
              <Form.Input field="exchangeRate" label="汇率" inputMode="decimal" />
              <Form.TextArea field="remark" label="说明" autosize rows={2} maxCount={500} />
              <Button theme="solid" onClick={() => void save()}>
                提交
              </Button>
            </>
          )}
        </Form>
      </Card>
      <Card title="最近上报">
        <Table size="small" rowKey="id" pagination={false} dataSource={list.data?.rows ?? []} columns={reportColumns(otherCostFieldSet, ['month', 'platformName', 'storeName', 'classify', 'amount', 'exchangeRate', 'amountCny', 'remark', 'creatorName', 'createdAt'])} />
      </Card>
    </div>
  );
}
