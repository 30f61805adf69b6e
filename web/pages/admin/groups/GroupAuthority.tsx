import { useEffect, useMemo, useState } from 'react';
import { Banner, Checkbox, Empty, Spin, Tree } from '@douyinfe/semi-ui';
import { ADMIN_GROUP_CODE, elementList, groupAuthority, menuTree, putGroupAuthority, type AdminMenuNode } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';
import { checkedLeaves, grantBody, grantLeaves, parentsOf, toGrantItems } from './authority';
import { groupScreen } from '@shared/api/admin/screens';

const matches = (input: string, _label: string, data?: object) =>
  Boolean((data as { search?: string } | undefined)?.search?.includes(input.trim().toLowerCase()));

interface ScreenButtonsProps {
  menu: AdminMenuNode;
  checked: Set<string>;
  disabled: boolean;
  onChange(codes: string[], on: boolean): void;
}

/** The buttons of one checked screen, each a checkbox; 全选 toggles them all. */
function ScreenButtons({ menu, checked, disabled, onChange }: ScreenButtonsProps) {
  const { data } = useApi(elementList, { menuId: menu.id });
  const codes = (data ?? []).map((e) => e.code);
  const on = codes.filter((c) => checked.has(c)).length;
  return (
    <div style={{ padding: '8px 0', borderBottom: '1px solid var(--semi-color-border)' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}>
        <strong style={{ color: 'var(--semi-color-text-0)' }}>{menu.title}</strong>
        {data && (
          <Checkbox
            checked={on > 0 && on === codes.length}
            indeterminate={on > 0 && on < codes.length}
            disabled={disabled}
            onChange={(e) => onChange(codes, Boolean(e.target.checked))}
          >
            全选
          </Checkbox>
        )}
      </div>
      {!data ? (
        <Spin size="small" />
      ) : (
        <div className="cd-screen-tags" style={{ gap: '6px 16px' }}>
          {data.map((el) => (
            <Checkbox key={el.code} checked={checked.has(el.code)} disabled={disabled} onChange={(e) => onChange([el.code], Boolean(e.target.checked))}>
              <span title={el.code}>{el.name}</span>
            </Checkbox>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * 分配权限 of one group: the screens it may open (a tree of every grantable menu) and, for each
 * checked screen, its buttons. Holders of groupManager:btn_resourceManager save; the administrators'
 * group always holds everything and is shown read-only.
 */
export function GroupAuthority({ groupId, groupCode }: { groupId: number; groupCode: string }) {
  const { can } = useSession();
  const { data: tree } = useApi(menuTree);
  const { data: granted, mutate } = useApi(groupAuthority, undefined, { params: { id: groupId } });
  const items = useMemo(() => toGrantItems(tree ?? []), [tree]);
  const leaves = useMemo(() => grantLeaves(items), [items]);
  const [menus, setMenus] = useState<string[]>([]);
  const [elements, setElements] = useState<Set<string>>(new Set());
  const isAdminGroup = groupCode === ADMIN_GROUP_CODE;
  const readOnly = isAdminGroup || !can(groupScreen.code('resourceManager'));

  useEffect(() => {
    if (!granted || !tree) return;
    setMenus(checkedLeaves(granted.menus, leaves));
    setElements(new Set(granted.elements));
  }, [granted, tree, leaves]);

  const checkedScreens = useMemo(() => {
    const on = new Set(menus);
    return leaves.filter((l) => on.has(l.code) && l.elementCount > 0);
  }, [menus, leaves]);

  // Open the groups that hold granted screens, so what is granted is visible at a glance.
  const expanded = useMemo(() => parentsOf(items, new Set(granted?.menus ?? [])), [items, granted]);

  if (!tree || !granted) return <Spin />;

  const toggle = (codes: string[], on: boolean) =>
    setElements((current) => {
      const next = new Set(current);
      codes.forEach((c) => (on ? next.add(c) : next.delete(c)));
      return next;
    });

  const save = async () => {
    // The buttons of the screens checked now (a button of an unchecked screen is dropped).
    const lists = await Promise.all(checkedScreens.map((m) => call(elementList, { query: { menuId: m.id } })));
    const body = grantBody(menus, elements, lists.flat().map((e) => e.code));
    await call(putGroupAuthority, { params: { id: groupId }, body });
    notice.success('权限已保存，相关用户重新登录或刷新页面后生效');
    void mutate();
  };

  return (
    <div>
      {!readOnly && (
        <div className="cd-screen-head">
          <span className="cd-screen-note" style={{ marginRight: 'auto' }}>
            勾选这个角色可以打开的页面，再为每个页面勾选可用的按钮；保存后，成员重新登录或刷新页面即生效。
          </span>
          <LockButton theme="solid" onClick={() => void save().catch(() => undefined)}>
            保存权限
          </LockButton>
        </div>
      )}
      {isAdminGroup && (
        <Banner
          type="info"
          fullMode={false}
          closeIcon={null}
          description="系统管理员角色始终拥有全部菜单和按钮权限（新增的菜单和按钮也会自动授予），这里只能查看。"
          style={{ marginBottom: 12 }}
        />
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) minmax(260px, 1fr)', gap: 16, alignItems: 'start' }}>
        <div>
          <div className="cd-screen-note" style={{ marginBottom: 6 }}>
            菜单（已选 {menus.length} 个页面；勾选目录即选中其下全部页面）
          </div>
          <Tree
            aria-label="菜单权限"
            treeData={items}
            multiple
            leafOnly
            defaultExpandedKeys={expanded}
            checkRelation="related"
            value={menus}
            onChange={(v) => setMenus(((v as string[] | undefined) ?? []).filter((c) => typeof c === 'string'))}
            disabled={readOnly}
            filterTreeNode={matches}
            showFilteredOnly
            searchPlaceholder="搜索菜单名称或编码"
            style={{ maxHeight: 560, overflow: 'auto', border: '1px solid var(--semi-color-border)', borderRadius: 'var(--semi-border-radius-medium)' }}
          />
        </div>
        <div>
          <div className="cd-screen-note" style={{ marginBottom: 6 }}>
            按钮权限（只列出已勾选且有按钮的页面）
          </div>
          {checkedScreens.length === 0 ? (
            <Empty description="勾选左侧页面后，在这里选择它的按钮权限" />
          ) : (
            <div style={{ maxHeight: 560, overflow: 'auto' }}>
              {checkedScreens.map((m) => (
                <ScreenButtons key={m.id} menu={m} checked={elements} disabled={readOnly} onChange={toggle} />
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
