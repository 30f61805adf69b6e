import '../../../components/table/table.css';
import '../../../components/screen.css';
import { Form } from '@douyinfe/semi-ui';
import { cardProductBody, cardProductCalls, type CardProductRow } from '@shared/api/gifts/giftInfo';
import { cardProductFields } from '@shared/api/gifts/giftInfoFields';
import { cardProductScreen } from '@shared/api/gifts/screens';
import { CURRENCIES } from '@shared/api/inputs';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call } from '../../../lib/api';
import { MasterList } from '../giftInfo/MasterList';

const currencies = CURRENCIES.map((c) => ({ value: c, label: c }));

/** /giftInfoManager/giftCardInfoManager (礼品卡信息): the card products, with how many codes the depot holds of each. */
export default function CardProductPage() {
  return (
    <MasterList
      title="礼品卡信息"
      tableKey="gifts.cardProducts"
      calls={cardProductCalls}
      fields={cardProductFields}
      names={['brand', 'currency', 'faceValue', 'available', 'used', 'enabled', 'remark', 'createdAt']}
      filters={{ brand: '', currency: '', enabled: '' }}
      filterFields={
        <>
          <Form.Input field="brand" label="品牌" showClear style={{ width: 160 }} placeholder="前缀匹配" />
          <Form.Select field="currency" label="币种" showClear style={{ width: 110 }} optionList={currencies} />
        </>
      }
      codes={{ add: cardProductScreen.code('add'), edit: cardProductScreen.code('edit') }}
      nameOf={(r: CardProductRow) => `${r.brand} ${r.faceValue} ${r.currency}`}
      form={(row, done) => (
        <FormDialog
          title={row === 'new' ? '新增礼品卡' : `编辑礼品卡：${row.brand}`}
          visible
          schema={cardProductBody}
          initValues={row === 'new' ? { currency: 'USD' } : formValues(row)}
          successText="保存成功"
          onClose={done.onClose}
          onSubmit={(body) => call(cardProductCalls.save, { body: { ...body, id: row === 'new' ? undefined : row.id } }).then(done.onSaved)}
        >
          <Form.Input field="brand" label="品牌" />
          <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={currencies} />
          <Form.Input field="faceValue" label="面值" />
          <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
        </FormDialog>
      )}
    />
  );
}
