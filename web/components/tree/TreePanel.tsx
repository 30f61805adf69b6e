import { useMemo, type ReactNode } from 'react';
import { Empty, Spin, Tree } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { LockButton } from '../LockButton';
import { Auth } from '../../lib/session/Auth';
import type { Code } from '@shared/screen';
import { matchesSearch, type TreeItem } from './tree';

/** What a manager screen hands its tree panel. */
export interface TreePanelState<N> {
  /** Undefined until the tree has loaded. */
  tree: N[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect(id: number): void;
  onAdd(): void;
}

interface TreePanelProps<N> extends TreePanelState<N> {
  /** Heading, e.g. 角色. */
  title: string;
  /** Element code that shows the add button, and its text. */
  addCode: Code;
  addText: string;
  /** Accessible name of the tree. */
  treeLabel: string;
  emptyText: string;
  /** The tree as Semi data; a module-level function, so the memo holds. */
  toItems(tree: N[]): TreeItem<N>[];
  renderNode(node: N): ReactNode;
  defaultExpandAll?: boolean;
}

/** Left side of a tree manager screen: heading, add button and the searchable tree. */
export function TreePanel<N>(props: TreePanelProps<N>) {
  const { title, addCode, addText, treeLabel, emptyText, tree, toItems, loading, defaultExpandAll, selectedId, onSelect, onAdd, renderNode } = props;
  const items = useMemo(() => toItems(tree ?? []), [tree, toItems]);
  return (
    <div className="cd-panel cd-screen-tree">
      <div className="cd-screen-head" style={{ marginBottom: 0 }}>
        <span className="cd-screen-head-title">{title}</span>
        <Auth code={addCode}>
          <LockButton size="small" theme="solid" icon={<IconPlus />} onClick={onAdd}>
            {addText}
          </LockButton>
        </Auth>
      </div>
      {loading && !tree ? (
        <Spin />
      ) : (
        <Tree
          aria-label={treeLabel}
          treeData={items}
          filterTreeNode={matchesSearch}
          showFilteredOnly
          searchPlaceholder="搜索名称或编码"
          defaultExpandAll={defaultExpandAll}
          value={selectedId === null ? undefined : String(selectedId)}
          onSelect={(key: string) => onSelect(Number(key))}
          renderLabel={(_label, item) => renderNode((item as TreeItem<N>).node)}
          emptyContent={<Empty description={emptyText} />}
          blockNode
        />
      )}
    </div>
  );
}
