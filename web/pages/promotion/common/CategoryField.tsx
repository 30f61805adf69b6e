import { Form } from '@douyinfe/semi-ui';
import { deepThreeCategoryList, type CategoryNode } from '@shared/api/products/category';
import { useApi } from '../../../lib/api';

type TreeNode = { key: string; value: number; label: string; children?: TreeNode[] };
const toTree = (nodes: CategoryNode[]): TreeNode[] => nodes.map((n) => ({ key: String(n.id), value: n.id, label: n.name, children: n.children?.length ? toTree(n.children) : undefined }));

/** A category of any level, from the three-level tree (a limit on a category covers everything under it). */
export function CategoryField({ field, label }: { field: string; label: string }) {
  const tree = useApi(deepThreeCategoryList, {}).data ?? [];
  return <Form.TreeSelect field={field} label={label} treeData={toTree(tree as CategoryNode[])} filterTreeNode style={{ width: '100%' }} placeholder="请选择品类" />;
}
