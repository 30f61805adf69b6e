import { Form } from '@douyinfe/semi-ui';
import type { TreeNodeData } from '@douyinfe/semi-ui/lib/es/tree';
import { grantableCodes, type GrantableCode } from '@shared/api/ops/clients';
import { useApi } from '../../../lib/api';

/** Group rows only arrange the tree; their values never reach the server. */
export const GROUP_PREFIX = 'group:';

function treeOf(screens: GrantableCode[]): TreeNodeData[] {
  const groups = new Map<string, TreeNodeData[]>();
  for (const s of screens) {
    const children = s.elements.map((e) => ({ key: e.code, value: e.code, label: e.name }));
    const list = groups.get(s.group) ?? [];
    list.push({ key: s.code, value: s.code, label: s.title, children });
    groups.set(s.group, list);
  }
  return [...groups].map(([group, children]) => ({ key: `${GROUP_PREFIX}${group}`, value: `${GROUP_PREFIX}${group}`, label: group || '其他', disabled: true, children }));
}

/** 权限: the screens and buttons the signed-in user holds; each chosen on its own (a screen does not bring its buttons). */
export function CodePicker() {
  const { data } = useApi(grantableCodes);
  return (
    <Form.TreeSelect
      field="codes"
      label="权限"
      multiple
      checkRelation="unRelated"
      filterTreeNode
      showClear
      maxTagCount={6}
      treeData={treeOf(data ?? [])}
      style={{ width: '100%' }}
      dropdownStyle={{ maxHeight: 360, overflow: 'auto' }}
      placeholder="只能授予您自己持有的菜单与按钮"
    />
  );
}
