import { useState } from 'react';
import { Empty, Table, Tag } from '@douyinfe/semi-ui';
import { IconInbox, IconPlus } from '@douyinfe/semi-icons';
import { deleteElement, elementList, type ElementRow } from '@shared/api/admin';
import { LockButton } from '../../../components/LockButton';
import { DeleteButton } from '../../../components/actions/DeleteButton';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { ElementForm } from './ElementForm';
import { menuScreen } from '@shared/api/admin/screens';

type Dialog = { kind: 'add' } | { kind: 'edit'; element: ElementRow } | null;

/** 按钮权限: the element (button) codes of the selected screen, which roles are granted in 角色管理. */
export function ElementTable({ menuId, menuTitle, onChanged }: { menuId: number; menuTitle: string; onChanged(): void }) {
  const { data, isLoading, mutate } = useApi(elementList, { menuId });
  const [dialog, setDialog] = useState<Dialog>(null);
  const changed = () => {
    void mutate();
    onChanged();
  };

  const columns = [
    { title: '按钮编码', dataIndex: 'code', width: 280, render: (code: string) => <span className="cd-screen-mono cd-nowrap">{code}</span> },
    { title: '名称', dataIndex: 'name', width: 120 },
    {
      title: '来源',
      dataIndex: 'source',
      width: 100,
      render: (source: string) => (
        <Tag size="small" color={source === 'custom' ? 'violet' : 'blue'}>
          {source === 'custom' ? '自定义' : '系统'}
        </Tag>
      ),
    },
    { title: '描述', dataIndex: 'description', ellipsis: { showTitle: true }, render: (d: string | null) => d ?? <span className="cd-cell-muted">-</span> },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, el: ElementRow) => (
        <span className="cd-screen-actions">
          <Auth code={menuScreen.code('element_edit')}>
            <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'edit', element: el })}>
              编辑
            </LockButton>
          </Auth>
          {el.source === 'custom' && (
            <Auth code={menuScreen.code('element_del')}>
              <DeleteButton
                title={`删除按钮「${el.name}」？`}
                content="所有角色对这个按钮的授权一并删除。"
                onDelete={() => call(deleteElement, { params: { id: el.id } })}
                onDeleted={changed}
                compact
              />
            </Auth>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="cd-panel" aria-label="按钮权限">
      <div className="cd-screen-head">
        <span className="cd-screen-head-title">按钮权限</span>
        <Auth code={menuScreen.code('element_add')}>
          <LockButton icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
            新增按钮
          </LockButton>
        </Auth>
      </div>
      <Table
        columns={columns}
        dataSource={data ?? []}
        rowKey="id"
        loading={isLoading}
        pagination={false}
        size="small"
        empty={<Empty image={<IconInbox className="cd-empty-icon" />} description="这个菜单还没有按钮权限" />}
      />
      <ElementForm
        menuId={menuId}
        menuTitle={menuTitle}
        visible={dialog !== null}
        element={dialog?.kind === 'edit' ? dialog.element : undefined}
        onClose={() => setDialog(null)}
        onSaved={changed}
      />
    </section>
  );
}
