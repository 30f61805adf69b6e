import { useMemo } from 'react';
import { Empty, Spin, Tag, Tree } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import type { AdminMenuNode } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { Auth } from '../../../lib/session/Auth';
import { matchesSearch, toTreeItems, type TreeItem } from './menuTree';

interface MenuTreePanelProps {
  tree: AdminMenuNode[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect(id: number): void;
  onAdd(): void;
}

function MenuLabel({ node }: { node: AdminMenuNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span>{node.title}</span>
      {node.fixed && (
        <Tag size="small" color="green">
          {node.fixed === 'public' ? '公开' : '登录可用'}
        </Tag>
      )}
      {node.hidden && (
        <Tag size="small" color="grey">
          隐藏
        </Tag>
      )}
      {node.type === 'link' && (
        <Tag size="small" color="cyan">
          外链
        </Tag>
      )}
      {node.source === 'custom' && (
        <Tag size="small" color="violet">
          自定义
        </Tag>
      )}
      {node.elementCount > 0 && <span className="cd-admin-count">{node.elementCount} 个按钮</span>}
    </span>
  );
}

/** Left side of menuManager: the searchable menu tree and 新增菜单. */
export function MenuTreePanel({ tree, loading, selectedId, onSelect, onAdd }: MenuTreePanelProps) {
  const treeData = useMemo(() => toTreeItems(tree ?? []), [tree]);
  return (
    <div className="cd-panel cd-admin-tree">
      <div className="cd-admin-head" style={{ marginBottom: 0 }}>
        <span className="cd-admin-head-title">菜单</span>
        <Auth code="menuManager:btn_add">
          <LockButton size="small" theme="solid" icon={<IconPlus />} onClick={onAdd}>
            新增菜单
          </LockButton>
        </Auth>
      </div>
      {loading && !tree ? (
        <Spin />
      ) : (
        <Tree
          aria-label="菜单树"
          treeData={treeData}
          filterTreeNode={matchesSearch}
          showFilteredOnly
          searchPlaceholder="搜索名称或编码"
          value={selectedId === null ? undefined : String(selectedId)}
          onSelect={(key: string) => onSelect(Number(key))}
          renderLabel={(_label, item) => <MenuLabel node={(item as TreeItem).node} />}
          emptyContent={<Empty description="没有匹配的菜单" />}
          blockNode
        />
      )}
    </div>
  );
}
