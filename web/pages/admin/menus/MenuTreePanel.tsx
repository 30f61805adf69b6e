import { Tag } from '@douyinfe/semi-ui';
import type { AdminMenuNode } from '@shared/api/admin';
import { TreePanel, type TreePanelState } from '../../../components/tree/TreePanel';
import { toMenuItems } from './menuTree';
import { menuScreen } from '@shared/api/admin/screens';

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
      {node.elementCount > 0 && <span className="cd-screen-count">{node.elementCount} 个按钮</span>}
    </span>
  );
}

/** Left side of menuManager: the searchable menu tree and 新增菜单. */
export function MenuTreePanel(props: TreePanelState<AdminMenuNode>) {
  return (
    <TreePanel
      {...props}
      title="菜单"
      addCode={menuScreen.code('add')}
      addText="新增菜单"
      treeLabel="菜单树"
      emptyText="没有匹配的菜单"
      toItems={toMenuItems}
      renderNode={(node) => <MenuLabel node={node} />}
    />
  );
}
