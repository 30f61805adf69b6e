import { deleteKolCategory, kolCategories, type KolCategoryRow } from '@shared/api/kol/pool';
import { kolCategoryScreen } from '@shared/api/kol/screens';
import { MasterScreen } from '../../../components/master';
import { DeleteAction } from '../../../components/resource';
import { call } from '../../../lib/api';

/** /kol/kol-category (KOL分类): 删除 beside the declaration, refused while the category holds influencers. */
export default function KolCategoryPage() {
  return (
    <MasterScreen
      master={kolCategories}
      listTitle="KOL分类"
      addedText="保存成功"
      actions={(row: KolCategoryRow, refresh) => (
        <DeleteAction
          code={kolCategoryScreen.code('del')}
          title={`删除分类「${row.name}」？`}
          content="删除后不可恢复。"
          blockedReason={row.kolCount > 0 ? '该分类下还有红人，不能删除' : undefined}
          onDelete={() => call(deleteKolCategory, { query: { id: row.id } })}
          onDeleted={refresh}
        />
      )}
    />
  );
}
