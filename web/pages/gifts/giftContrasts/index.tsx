import '../../../components/table/table.css';
import '../../../components/screen.css';
import { Form } from '@douyinfe/semi-ui';
import { CONTRAST_SOURCES, contrastBody, contrastCalls, type ContrastRow } from '@shared/api/gifts/giftInfo';
import { contrastFields } from '@shared/api/gifts/giftInfoFields';
import { giftContrastScreen } from '@shared/api/gifts/screens';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';
import { GiftTargetFields } from '../giftInfo/GiftTargetFields';
import { MasterList } from '../giftInfo/MasterList';

/** /sysManager/giftContrastManager (礼品对照): marketplace and ERP gift codes mapped to our gifts. */
export default function GiftContrastPage() {
  return (
    <MasterList
      title="礼品对照"
      tableKey="gifts.giftContrasts"
      calls={contrastCalls}
      fields={contrastFields}
      names={['source', 'platform', 'externalCode', 'externalName', 'giftKind', 'giftName', 'enabled', 'remark', 'createdAt']}
      filters={{ source: '', externalCode: '', enabled: '' }}
      filterFields={
        <>
          <Form.Select field="source" label="来源" showClear style={{ width: 110 }} optionList={optionsOf(CONTRAST_SOURCES)} />
          <Form.Input field="externalCode" label="外部编码" showClear style={{ width: 170 }} placeholder="前缀匹配" />
        </>
      }
      codes={{ add: giftContrastScreen.code('add'), edit: giftContrastScreen.code('edit') }}
      nameOf={(r: ContrastRow) => r.externalCode}
      form={(row, done) => (
        <FormDialog
          title={row === 'new' ? '新增礼品对照' : `编辑礼品对照：${row.externalCode}`}
          visible
          schema={contrastBody}
          initValues={row === 'new' ? { source: 'marketplace', giftKind: 'physical' } : formValues(row)}
          successText="保存成功"
          onClose={done.onClose}
          onSubmit={(body) => call(contrastCalls.save, { body: { ...body, id: row === 'new' ? undefined : row.id } }).then(done.onSaved)}
        >
          {(values) => (
            <>
              <Form.RadioGroup field="source" label="来源" options={optionsOf(CONTRAST_SOURCES)} />
              <Form.Input field="platform" label="平台" />
              <Form.Input field="externalCode" label="外部礼品编码" />
              <Form.Input field="externalName" label="外部礼品名称" />
              <GiftTargetFields kind={values.giftKind} />
              <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
            </>
          )}
        </FormDialog>
      )}
    />
  );
}
