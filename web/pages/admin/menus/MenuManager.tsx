import { useState } from 'react';
import { Empty } from '@douyinfe/semi-ui';
import { IconMenu } from '@douyinfe/semi-icons';
import { menuTree } from '@shared/api/admin';
import { useApi } from '../../../lib/api';
import { findNode } from '../../../components/tree/tree';
import { ElementTable } from './ElementTable';
import { MenuAddDialog } from './MenuAddDialog';
import { MenuDetail } from './MenuDetail';
import { MenuTreePanel } from './MenuTreePanel';

/** 菜单管理: the menu tree on the left; the selected menu's form and its buttons on the right. */
export function MenuManager() {
  const { data: tree, isLoading, mutate } = useApi(menuTree);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const selected = tree && selectedId !== null ? findNode(tree, selectedId) : undefined;
  const refresh = () => void mutate();

  return (
    <div className="cd-screen-split">
      <MenuTreePanel tree={tree} loading={isLoading} selectedId={selectedId} onSelect={setSelectedId} onAdd={() => setAdding(true)} />
      <div className="cd-screen-detail">
        {selected ? (
          <>
            <MenuDetail
              key={selected.id}
              id={selected.id}
              tree={tree ?? []}
              onChanged={refresh}
              onDeleted={() => {
                setSelectedId(selected.parentId);
                refresh();
              }}
            />
            {!selected.fixed && <ElementTable key={`el-${selected.id}`} menuId={selected.id} menuTitle={selected.title} onChanged={refresh} />}
          </>
        ) : (
          <div className="cd-panel">
            <Empty image={<IconMenu className="cd-empty-icon" />} title="请选择菜单" description="在左侧菜单树中选择一个菜单，查看和修改它的信息与按钮权限。" />
          </div>
        )}
      </div>
      <MenuAddDialog
        visible={adding}
        tree={tree ?? []}
        parentId={selected && (selected.children.length > 0 || selected.type === 'dirt') ? selected.id : (selected?.parentId ?? null)}
        onClose={() => setAdding(false)}
        onAdded={(id) => {
          refresh();
          setSelectedId(id);
        }}
      />
    </div>
  );
}
