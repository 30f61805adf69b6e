import { useCallback, useEffect, useState } from 'react';
import { Empty, Spin, TabPane, Tabs } from '@douyinfe/semi-ui';
import { IconUserGroup } from '@douyinfe/semi-icons';
import { useSearchParams } from 'react-router-dom';
import { groupTree, groupTypeAll } from '@shared/api/admin';
import { useApi } from '../../../lib/api';
import { findNode } from '../../../components/tree/tree';
import { GroupDetail } from './GroupDetail';
import { GroupForm } from './GroupForm';
import { GroupTreePanel } from './GroupTreePanel';

type Dialog = 'add' | 'edit' | null;

/** 角色管理: group types as tabs; each type's group tree; the selected group's details, members and grants. */
export function GroupManager() {
  const [params, setParams] = useSearchParams();
  const { data: types } = useApi(groupTypeAll);
  const typeId = Number(params.get('type')) || types?.[0]?.id || null;
  const selectedId = Number(params.get('group')) || null;
  const { data: tree, isLoading, mutate } = useApi(typeId ? groupTree : null, { groupTypeId: typeId ?? 0 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const selected = tree && selectedId ? findNode(tree, selectedId) : undefined;
  const typeName = types?.find((t) => t.id === typeId)?.name ?? '';

  const choose = useCallback((next: { type?: number; group?: number | null }) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next.type !== undefined) {
        p.set('type', String(next.type));
        p.delete('group');
      }
      if (next.group !== undefined) {
        if (next.group) p.set('group', String(next.group));
        else p.delete('group');
      }
      return p;
    }), [setParams]);

  // A group id in the URL that is not in this tree (deleted, other type): forget it.
  useEffect(() => {
    if (tree && selectedId && !findNode(tree, selectedId)) choose({ group: null });
  }, [tree, selectedId, choose]);

  if (!types) return <Spin />;
  const refresh = () => void mutate();

  return (
    <div className="cd-list">
      <div className="cd-panel cd-screen-typetabs" style={{ padding: '0 16px' }}>
        <Tabs type="line" activeKey={String(typeId ?? '')} onChange={(key) => choose({ type: Number(key) })}>
          {types.map((t) => (
            <TabPane key={t.id} itemKey={String(t.id)} tab={t.name} />
          ))}
        </Tabs>
      </div>
      <div className="cd-screen-split">
        <GroupTreePanel
          key={typeId ?? 0}
          tree={tree}
          loading={isLoading}
          selectedId={selectedId}
          onSelect={(id) => choose({ group: id })}
          onAdd={() => setDialog('add')}
        />
        <div className="cd-screen-detail">
          {selected ? (
            <GroupDetail
              key={selected.id}
              group={selected}
              typeName={typeName}
              tab={params.get('tab') ?? 'info'}
              onTab={(tab) =>
                setParams((current) => {
                  const p = new URLSearchParams(current);
                  p.set('tab', tab);
                  return p;
                })
              }
              parentName={selected.parentId ? findNode(tree ?? [], selected.parentId)?.name : undefined}
              onEdit={() => setDialog('edit')}
              onDeleted={() => {
                choose({ group: selected.parentId });
                refresh();
              }}
              onChanged={refresh}
            />
          ) : (
            <div className="cd-panel">
              <Empty image={<IconUserGroup className="cd-empty-icon" />} title="请选择角色" description="在左侧选择一个角色，查看详情、成员与领导，或分配菜单和按钮权限。" />
            </div>
          )}
        </div>
      </div>
      {typeId && (
        <GroupForm
          visible={dialog !== null}
          groupTypeId={typeId}
          groupTypeName={typeName}
          tree={tree ?? []}
          group={dialog === 'edit' ? selected : undefined}
          parentId={dialog === 'add' ? selectedId : undefined}
          onClose={() => setDialog(null)}
          onSaved={(id) => {
            refresh();
            choose({ group: id });
          }}
        />
      )}
    </div>
  );
}
