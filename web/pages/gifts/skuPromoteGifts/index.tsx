import '../../../components/table/table.css';
import '../../../components/screen.css';
import { Form } from '@douyinfe/semi-ui';
import { skuPromoteBody, skuPromoteCalls, type SkuPromoteRow } from '@shared/api/gifts/giftInfo';
import { skuPromoteFields } from '@shared/api/gifts/giftInfoFields';
import { skuPromoteGiftScreen } from '@shared/api/gifts/screens';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call } from '../../../lib/api';
import { GiftTargetFields } from '../giftInfo/GiftTargetFields';
import { MasterList } from '../giftInfo/MasterList';

/** /giftInfoManager/skuPromoteGiftInfo (SKU推广礼品): which gift goes with a SKU's promotion, and when. */
export default function SkuPromoteGiftPage() {
  return (
    <MasterList
      title="SKU推广礼品"
      tableKey="gifts.skuPromoteGifts"
      calls={skuPromoteCalls}
      fields={skuPromoteFields}
      names={['sku', 'platform', 'giftKind', 'giftName', 'validFrom', 'validTo', 'enabled', 'remark', 'createdAt']}
      filters={{ sku: '', platform: '', activeOn: '', enabled: '' }}
      filterFields={
        <>
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          <Form.Input field="platform" label="平台" showClear style={{ width: 140 }} />
          <Form.Input field="activeOn" label="有效日期" showClear style={{ width: 150 }} placeholder="yyyy-MM-dd" />
        </>
      }
      codes={{ add: skuPromoteGiftScreen.code('add'), edit: skuPromoteGiftScreen.code('edit') }}
      nameOf={(r: SkuPromoteRow) => r.sku}
      form={(row, done) => (
        <FormDialog
          title={row === 'new' ? '新增SKU推广礼品' : `编辑SKU推广礼品：${row.sku}`}
          visible
          schema={skuPromoteBody}
          initValues={row === 'new' ? { giftKind: 'card' } : formValues(row)}
          successText="保存成功"
          onClose={done.onClose}
          onSubmit={(body) => call(skuPromoteCalls.save, { body: { ...body, id: row === 'new' ? undefined : row.id } }).then(done.onSaved)}
        >
          {(values) => (
            <>
              <Form.Input field="sku" label="SKU" />
              <Form.Input field="platform" label="平台" />
              <GiftTargetFields kind={values.giftKind} />
              <Form.Input field="validFrom" label="开始日期" placeholder="yyyy-MM-dd" />
              <Form.Input field="validTo" label="结束日期" placeholder="yyyy-MM-dd，不填为长期" />
              <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
            </>
          )}
        </FormDialog>
      )}
    />
  );
}
