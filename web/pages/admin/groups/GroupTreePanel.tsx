import type { GroupNode } from '@shared/api/admin';
import { TreePanel, type TreePanelState } from '../../../components/tree/TreePanel';
import { toGroupItems } from './groupTree';
import { groupScreen } from '@shared/api/admin/screens';

/** Left side of groupManager: the groups of the chosen type, with member counts. */
export function GroupTreePanel(props: TreePanelState<GroupNode>) {
  return (
    <TreePanel
      {...props}
      title="角色"
      addCode={groupScreen.code('add')}
      addText="新增角色"
      treeLabel="角色树"
      emptyText="这个类型下还没有角色"
      toItems={toGroupItems}
      defaultExpandAll
      renderNode={(node) => (
        <span>
          {node.name}
          <span className="cd-screen-count">{node.memberCount} 人</span>
        </span>
      )}
    />
  );
}
