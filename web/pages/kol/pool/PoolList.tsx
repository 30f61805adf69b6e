import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Tag } from '@douyinfe/semi-ui';
import { poolFieldSet } from '@shared/api/kol/fields';
import { addBlackKolPool, deleteKolPool, addKolPoolExcelTask, getAllKolCategory, getListPoolTag, importKolPool, queryKolPoolList, type PoolRow } from '@shared/api/kol/pool';
import { kolPoolScreen } from '@shared/api/kol/screens';
import { ExportTaskButton } from '../../../components/excel';
import { ImportButton } from '../../../components/excel/ImportButton';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { actionsColumn, AddButton, ConfirmAction, DeleteAction, EditAction, ResourceList, RowAction, RowActions, useResourceList } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { CHANNEL_OPTIONS } from '../common/options';
import { TagManagerButton } from './TagManager';
import { BlackDialog } from './BlackDialog';
import { PoolForm } from './PoolForm';

const FILTERS = { name: '', channel: '', categoryId: '', tagIds: [] as string[], blacklisted: '', followersMin: '' };
const BLACK_OPTIONS = [{ value: 'false', label: '正常' }, { value: 'true', label: '黑名单' }];

/** KOL资源池: influencers filtered by channel, category, tags and blacklist; import, export, blacklist, details. */
export function PoolList() {
  const state = useResourceList({ endpoint: queryKolPoolList, filters: FILTERS });
  const categories = useApi(getAllKolCategory);
  const tags = useApi(getListPoolTag);
  const tagName = new Map((tags.data ?? []).map((t) => [t.id, t]));
  const navigate = useNavigate();
  const [edit, setEdit] = useState<{ row?: PoolRow } | null>(null);
  const [black, setBlack] = useState<PoolRow | null>(null);

  const columns = [
    ...fieldColumns(poolFieldSet, ['name', 'channel', 'followers', 'categoryName', 'price', 'score', 'evaluateCount', 'cooperateCount', 'blacklisted', 'country', 'email', 'createdAt'], { name: { fixed: 'left' } }),
    {
      key: 'tags',
      title: '标签',
      width: 180,
      render: (r: PoolRow) => r.tagIds.map((id) => <Tag key={id} color={(tagName.get(id)?.color ?? 'blue') as never} style={{ marginRight: 4 }}>{tagName.get(id)?.name}</Tag>),
    },
    actionsColumn(230, (r: PoolRow) => (
      <RowActions>
        <LockButton size="small" theme="borderless" onClick={() => navigate(`/kol/kol-info-detail?id=${r.id}`)}>详情</LockButton>
        <EditAction code={kolPoolScreen.code('edit')} onClick={() => setEdit({ row: r })} />
        {r.blacklisted ? (
          <ConfirmAction code={kolPoolScreen.code('black')} title={`解除拉黑 ${r.name}？`} content="解除后可再次选择该红人合作。" onConfirm={() => call(addBlackKolPool, { body: { id: r.id, black: false } }).then(state.refresh)}>
            解除拉黑
          </ConfirmAction>
        ) : (
          <RowAction code={kolPoolScreen.code('black')} onClick={() => setBlack(r)}>拉黑</RowAction>
        )}
        <DeleteAction code={kolPoolScreen.code('del')} title={`删除红人 ${r.name}？`} content="删除后不可恢复；已有合作的红人请拉黑。" blockedReason={r.cooperateCount > 0 ? '已有合作记录，不能删除，可拉黑' : undefined} onDelete={() => call(deleteKolPool, { query: { id: r.id } })} onDeleted={state.refresh} />
      </RowActions>
    )),
  ];

  return (
    <>
      <ResourceList
        title="KOL资源池"
        state={state}
        tableKey="kol.pool"
        columns={columns as never}
        filterFields={
          <>
            <Form.Input field="name" label="红人名称" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="channel" label="渠道" showClear style={{ width: 150 }} optionList={CHANNEL_OPTIONS} />
            <Form.Select field="categoryId" label="分类" showClear style={{ width: 150 }} optionList={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} />
            <Form.Select field="tagIds" label="标签" multiple showClear style={{ width: 220 }} optionList={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} />
            <Form.Select field="blacklisted" label="状态" showClear style={{ width: 120 }} optionList={BLACK_OPTIONS} />
            <Form.Input field="followersMin" label="粉丝数≥" showClear style={{ width: 120 }} />
          </>
        }
        toolbar={
          <>
            <AddButton code={kolPoolScreen.code('add')} onClick={() => setEdit({})} />
            <Auth code={kolPoolScreen.code('import')}>
              <ImportButton endpoint={importKolPool} onImported={state.refresh} />
            </Auth>
            <Auth code={kolPoolScreen.code('tag')}>
              <TagManagerButton onChanged={() => void tags.mutate()} />
            </Auth>
            <Auth code={kolPoolScreen.code('export')}>
              <ExportTaskButton endpoint={addKolPoolExcelTask} query={state.query as never} />
            </Auth>
          </>
        }
      />
      <PoolForm visible={edit !== null} row={edit?.row} onClose={() => setEdit(null)} onSaved={state.refresh} />
      <BlackDialog row={black} onClose={() => setBlack(null)} onDone={state.refresh} />
    </>
  );
}
