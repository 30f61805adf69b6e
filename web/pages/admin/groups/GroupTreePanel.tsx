import { useMemo } from 'react';
import { Empty, Spin, Tree } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import type { GroupNode } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { Auth } from '../../../lib/session/Auth';
import { matchesGroup, toGroupItems, type GroupItem } from './groupTree';

interface GroupTreePanelProps {
  tree: GroupNode[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect(id: number): void;
  onAdd(): void;
}

/** Left side of groupManager: the groups of the chosen type, with member counts. */
export function GroupTreePanel({ tree, loading, selectedId, onSelect, onAdd }: GroupTreePanelProps) {
  const treeData = useMemo(() => toGroupItems(tree ?? []), [tree]);
  return (
    <div className="cd-panel cd-admin-tree">
      <div className="cd-admin-head" style={{ marginBottom: 0 }}>
        <span className="cd-admin-head-title">角色</span>
        <Auth code="groupManager:btn_add">
          <LockButton size="small" theme="solid" icon={<IconPlus />} onClick={onAdd}>
            新增角色
          </LockButton>
        </Auth>
      </div>
      {loading && !tree ? (
        <Spin />
      ) : (
        <Tree
          aria-label="角色树"
          treeData={treeData}
          filterTreeNode={matchesGroup}
          showFilteredOnly
          searchPlaceholder="搜索名称或编码"
          defaultExpandAll
          value={selectedId === null ? undefined : String(selectedId)}
          onSelect={(key: string) => onSelect(Number(key))}
          renderLabel={(_label, item) => {
            const node = (item as GroupItem).node;
            return (
              <span>
                {node.name}
                <span className="cd-admin-count">{node.memberCount} 人</span>
              </span>
            );
          }}
          emptyContent={<Empty description="这个类型下还没有角色" />}
          blockNode
        />
      )}
    </div>
  );
}
