import '../../../components/table/table.css';
import '../../../components/screen.css';
import { itemExport } from '@shared/api/promotionItems/items';
import { itemScreen } from '@shared/api/promotionItems/screens';
import { LockButton } from '../../../components/LockButton';
import { AddButton, ExportButton, useRecordDrawer } from '../../../components/resource';
import { ItemDrawer } from '../common/ItemDrawer';
import { ItemList, useItemList } from '../common/ItemList';
import { ItemForm } from './ItemForm';

/** /promoteManager/promoteItemDetailManager (推广项目明细): list, 新增 / 编辑 (保存, 保存并提交), drawer, export. */
export default function ItemPage() {
  const state = useItemList();
  const drawer = useRecordDrawer();
  return (
    <>
      <ItemList
        title="推广项目"
        tableKey="promotion.items"
        state={state}
        onOpen={(r) => drawer.open(r.id)}
        toolbar={
          <>
            <AddButton code={itemScreen.code('add')} onClick={() => drawer.edit()} />
            <ExportButton endpoint={itemExport} query={state.query} />
          </>
        }
      />
      {drawer.id !== undefined && (
        <ItemDrawer
          id={drawer.id}
          onClose={drawer.close}
          onChanged={state.refresh}
          buttons={(r) =>
            r.editable && (
              <LockButton theme="solid" onClick={() => drawer.edit(drawer.id)}>
                编辑
              </LockButton>
            )
          }
        />
      )}
      <ItemForm
        visible={drawer.editing !== null}
        id={drawer.editing?.id}
        onClose={drawer.closeForm}
        onSaved={(id) => {
          state.refresh();
          drawer.saved(id);
        }}
      />
    </>
  );
}
