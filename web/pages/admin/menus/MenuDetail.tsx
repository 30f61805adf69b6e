import { useMemo } from 'react';
import { Banner, Descriptions, Form, Spin, Tag } from '@douyinfe/semi-ui';
import { deleteMenu, getMenu, menuEdit, menuShapeProblem, putMenu, type AdminMenuNode, type MenuRow } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { DeleteButton } from '../../../components/actions/DeleteButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { useSession } from '../../../lib/session/SessionContext';
import { useZodForm } from '../../../components/form/useZodForm';
import { formValues } from '../../../components/form/zodForm';
import { findNode, subtreeIds } from '../../../components/tree/tree';
import { MenuFlagFields, MenuStructureFields, MenuTextFields, menuInput } from './MenuFields';
import { menuTypeNames } from './menuTree';
import { menuScreen } from '@shared/api/admin/screens';

/** Catalog rows change only their title, icon and description. */
const catalogEdit = menuEdit.pick({ title: true, icon: true, description: true });
/** Custom rows: everything, with the type/code/href rule of the contract. */
const customEdit = menuEdit.superRefine((m, ctx) => {
  const problem = menuShapeProblem({ type: m.type ?? 'menu', code: m.code ?? '', href: m.href });
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [m.type === 'link' ? 'href' : 'code'] });
});

const yesNo = (v: boolean) => (v ? '是' : '否');
const fixedNames: Record<string, string> = { public: '公开（无需登录）', login: '所有登录用户' };

function CatalogFacts({ menu }: { menu: MenuRow }) {
  const data = [
    { key: '编码 / 路径', value: <span className="cd-screen-mono">{menu.code}</span> },
    { key: '类型', value: menuTypeNames[menu.type] ?? menu.type },
    { key: '隐藏', value: yesNo(menu.hidden) },
    { key: '重定向', value: menu.redirect ?? '-' },
    ...(menu.href ? [{ key: '链接', value: menu.href }] : []),
    ...(menu.fixed ? [{ key: '固定路由', value: fixedNames[menu.fixed] ?? menu.fixed }] : []),
  ];
  return <Descriptions data={data} row size="small" style={{ marginBottom: 12 }} />;
}

interface MenuDetailProps {
  id: number;
  tree: AdminMenuNode[];
  onChanged(): void;
  onDeleted(): void;
}

/** Right side of menuManager: the selected menu's form, 保存 and (custom rows) 删除. */
export function MenuDetail({ id, tree, onChanged, onDeleted }: MenuDetailProps) {
  const { can } = useSession();
  const { data: menu, mutate } = useApi(getMenu, undefined, { params: { id } });
  const custom = menu?.source === 'custom';
  const form = useZodForm(custom ? customEdit : catalogEdit, custom ? menuInput : undefined);
  const node = findNode(tree, id);
  const blocked = useMemo(() => (node ? subtreeIds(node) : new Set<number>()), [node]);
  const editable = can(menuScreen.code('edit'));

  if (!menu) return <Spin />;

  const save = async () => {
    const ok = await form.submit((body) => call(putMenu, { params: { id }, body }));
    if (ok) {
      notice.success('保存成功');
      void mutate();
      onChanged();
    }
  };

  return (
    <div className="cd-panel">
      <div className="cd-screen-head">
        <span className="cd-screen-head-title">
          {menu.title}{' '}
          <Tag size="small" color={custom ? 'violet' : 'blue'}>
            {custom ? '自定义' : '系统目录'}
          </Tag>
        </span>
        <Auth code={menuScreen.code('edit')}>
          <LockButton theme="solid" onClick={() => void save()}>
            保存
          </LockButton>
        </Auth>
        {custom && (
          <Auth code={menuScreen.code('del')}>
            <DeleteButton
              title={`删除菜单「${menu.title}」？`}
              content="其按钮和所有角色对它的授权一并删除；有下级菜单时不能删除。"
              onDelete={() => call(deleteMenu, { params: { id } })}
              onDeleted={onDeleted}
            />
          </Auth>
        )}
      </div>
      {!custom && (
        <>
          <Banner
            type="info"
            fullMode={false}
            closeIcon={null}
            description="来自系统目录：编码、路径、类型、隐藏和重定向随系统版本发布，在这里只能修改名称、图标和描述。"
            style={{ marginBottom: 12 }}
          />
          <CatalogFacts menu={menu} />
        </>
      )}
      <Form
        key={`${menu.id}-${menu.source}`}
        {...form.formProps}
        disabled={!editable}
        labelPosition="left"
        labelWidth={96}
        labelAlign="right"
        initValues={{ ...formValues(menu), parentId: menu.parentId === null ? undefined : String(menu.parentId) }}
        style={{ maxWidth: 640 }}
        onSubmit={() => void save()}
      >
        {({ values }: { values: Record<string, unknown> }) =>
          custom ? (
            <>
              <MenuStructureFields tree={tree} type={values.type} blocked={blocked} />
              <MenuTextFields />
              <MenuFlagFields />
            </>
          ) : (
            <MenuTextFields />
          )
        }
      </Form>
    </div>
  );
}
