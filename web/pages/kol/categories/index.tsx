import { kolCategories, type KolCategoryRow } from '@shared/api/kol/pool';
import { MasterScreen } from '../../../components/master';

/** /kol/kol-category (KOL分类): 删除 refused while the category holds influencers. */
export default function KolCategoryPage() {
  return (
    <MasterScreen
      master={kolCategories}
      listTitle="KOL分类"
      addedText="保存成功"
      removeText={(row: KolCategoryRow) => ({ title: `删除分类「${row.name}」？`, content: '删除后不可恢复。', blocked: row.kolCount > 0 ? '该分类下还有红人，不能删除' : undefined })}
    />
  );
}
