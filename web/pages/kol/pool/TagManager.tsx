import { useState } from 'react';
import { Form, SideSheet, Table, Tag } from '@douyinfe/semi-ui';
import { addOrUpdPoolTag, getListPoolTag, TAG_COLORS, type KolTagRow } from '@shared/api/kol/pool';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/FormDialog';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';

const tagForm = z.object({ name: z.string().trim().min(1, '请填写标签名称').max(20, '标签名称最多20字'), color: z.enum(TAG_COLORS) });
const COLOR_OPTIONS = TAG_COLORS.map((c) => ({ value: c, label: <Tag color={c}>{c}</Tag> }));

/** 标签管理: the pool's tags — add, rename (and recolour), retire or bring back; how many influencers carry each. */
export function TagManagerButton({ onChanged }: { onChanged(): void }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<KolTagRow | 'new' | null>(null);
  const tags = useApi(open ? getListPoolTag : null);
  const save = async (row: KolTagRow | null, values: { name: string; color: (typeof TAG_COLORS)[number]; retired?: boolean }) => {
    await call(addOrUpdPoolTag, { body: { id: row?.id, retired: row?.retired ?? false, ...values } });
    void tags.mutate();
    onChanged();
  };
  const retire = async (row: KolTagRow) => {
    await save(row, { name: row.name, color: row.color as (typeof TAG_COLORS)[number], retired: !row.retired });
    notice.success(row.retired ? '已启用' : '已停用');
  };
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <>
      <LockButton onClick={() => setOpen(true)}>标签管理</LockButton>
      <SideSheet title="标签管理" visible={open} width={560} onCancel={() => setOpen(false)}>
        <LockButton theme="solid" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
          新增标签
        </LockButton>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={tags.isLoading}
          dataSource={tags.data ?? []}
          empty="还没有标签：导入资源池前先新增标签"
          columns={[
            { title: '标签', dataIndex: 'name', render: (name: string, r: KolTagRow) => <Tag color={r.color as never}>{name}</Tag> },
            { title: '红人数', dataIndex: 'kolCount', align: 'right' },
            { title: '状态', dataIndex: 'retired', render: (v: boolean) => (v ? '已停用' : '启用') },
            {
              title: '操作',
              dataIndex: 'op',
              render: (_: unknown, r: KolTagRow) => (
                <>
                  <LockButton size="small" theme="borderless" onClick={() => setEditing(r)}>
                    改名
                  </LockButton>
                  <LockButton size="small" theme="borderless" type={r.retired ? undefined : 'danger'} onClick={() => void retire(r).catch(() => undefined)}>
                    {r.retired ? '启用' : '停用'}
                  </LockButton>
                </>
              ),
            },
          ]}
        />
      </SideSheet>
      <FormDialog
        key={current?.id ?? 'new'}
        title={current ? `修改标签「${current.name}」` : '新增标签'}
        visible={editing !== null}
        schema={tagForm}
        initValues={current ? { name: current.name, color: current.color } : { color: 'blue' }}
        successText="保存成功"
        onClose={() => setEditing(null)}
        onSubmit={(values) => save(current, values)}
      >
        <Form.Input field="name" label="标签名称" />
        <Form.Select field="color" label="颜色" style={{ width: '100%' }} optionList={COLOR_OPTIONS} />
      </FormDialog>
    </>
  );
}
