import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconFile } from '@douyinfe/semi-icons';
import { addCard, addCardBody, CARD_STATES, CARD_TEMPLATE_FILE, cardPage, cardTemplate, importCards, voidCard, type CardRow } from '@shared/api/gifts/cards';
import { cardFields } from '@shared/api/gifts/recordFields';
import { cardDepotScreen } from '@shared/api/gifts/screens';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, AddButton, ConfirmAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { ImportButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { call, download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { CURRENCY_OPTIONS } from '../../../components/options';

const FILTERS = { brand: '', currency: '', status: '' };

/** 礼品卡库: the cards, codes masked; 入库 seals a code (one, or a sheet of them by 导入), 作废 takes an unused card out. */
export function CardList() {
  const state = useResourceList({ endpoint: cardPage, filters: FILTERS });
  const [adding, setAdding] = useState(false);
  const columns = [
    ...fieldColumns(cardFields, ['brand', 'currency', 'faceValue', 'codeMasked', 'status', 'grantSerialNo', 'usedByName', 'usedAt', 'expiresOn', 'createdAt']),
    actionsColumn(90, (r: CardRow) =>
      r.status === 'available' ? (
        <RowActions>
          <ConfirmAction code={cardDepotScreen.code('void')} title={`作废礼品卡 ${r.codeMasked}？`} content="作废后不再发放，记录保留。" danger onConfirm={() => call(voidCard, { body: { id: r.id } }).then(state.refresh)}>
            作废
          </ConfirmAction>
        </RowActions>
      ) : null,
    ),
  ];
  return (
    <>
      <ResourceList
        title="礼品卡库"
        state={state}
        tableKey="gifts.cards"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="brand" label="品牌" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="currency" label="币种" showClear style={{ width: 120 }} optionList={CURRENCY_OPTIONS} />
            <Form.Select field="status" label="状态" showClear style={{ width: 120 }} optionList={optionsOf(CARD_STATES)} />
          </>
        }
        toolbar={
          <>
            <AddButton code={cardDepotScreen.code('add')} onClick={() => setAdding(true)} />
            <Auth code={cardDepotScreen.code('import')}>
              <LockButton icon={<IconFile />} onClick={() => void download(cardTemplate, {}, CARD_TEMPLATE_FILE).catch(() => undefined)}>
                下载模板
              </LockButton>
              <ImportButton endpoint={importCards} onImported={state.refresh} />
            </Auth>
          </>
        }
      />
      <FormDialog title="礼品卡入库" visible={adding} schema={addCardBody} initValues={{ currency: 'USD' }} successText="入库成功" onClose={() => setAdding(false)} onSubmit={(body) => call(addCard, { body }).then(state.refresh)}>
        <Form.Input field="brand" label="品牌" />
        <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} />
        <Form.Input field="faceValue" label="面值" />
        <Form.Input field="code" label="卡号" mode="password" />
        <Form.Input field="pin" label="PIN" mode="password" />
        <Form.Input field="expiresOn" label="有效期" placeholder="yyyy-MM-dd" />
      </FormDialog>
    </>
  );
}
