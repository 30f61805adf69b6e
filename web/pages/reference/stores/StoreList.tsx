import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { queryBaseStoreList, STORE_CHANNELS, type StoreRow } from '@shared/api/reference/platforms';
import { storeFields } from '@shared/api/reference/fields';
import { storeScreen } from '@shared/api/reference/screens';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { useActiveUserOptions, usePlatformOptions } from '../useReferenceOptions';
import { StoreForm } from './StoreForm';

const FILTERS = { name: '', marketPlatformId: '', platformId: '', channel: '', ownerUserId: '', channelShow: '', enabled: '' };
const YES_NO = [{ value: 'true', label: '是' }, { value: 'false', label: '否' }];

/** 店铺列表: the stores of the platforms the user works on, their channel, owner and status. */
export function StoreList() {
  const state = useResourceList({ endpoint: queryBaseStoreList, filters: FILTERS });
  const { markets, platforms } = usePlatformOptions();
  const users = useActiveUserOptions();
  const [editing, setEditing] = useState<StoreRow>();
  const columns = [
    ...fieldColumns(storeFields, ['code', 'name', 'marketPlatformName', 'platformName', 'channel', 'channelShow', 'ownerName', 'enabled', 'remark', 'updatedAt']),
    {
      key: 'actions',
      title: '操作',
      fixed: 'right' as const,
      width: 90,
      render: (s: StoreRow) => (
        <RowActions>
          <EditAction code={storeScreen.code('edit')} onClick={() => setEditing(s)} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ResourceList
        title="店铺"
        state={state}
        tableKey="reference.stores"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="店铺" showClear style={{ width: 180 }} placeholder="名称或代码前缀" />
            <Form.Select field="marketPlatformId" label="电商平台" showClear style={{ width: 130 }} optionList={markets} />
            <Form.Select field="platformId" label="站点" showClear style={{ width: 140 }} optionList={platforms} />
            <Form.Select field="channel" label="渠道" showClear style={{ width: 170 }} optionList={optionsOf(STORE_CHANNELS)} />
            <Form.Select field="ownerUserId" label="负责人" showClear filter style={{ width: 160 }} optionList={users.map((u) => ({ ...u, value: String(u.value) }))} />
            <Form.Select field="channelShow" label="渠道显示" showClear style={{ width: 110 }} optionList={YES_NO} />
            <Form.Select field="enabled" label="启用" showClear style={{ width: 100 }} optionList={YES_NO} />
          </>
        }
      />
      <StoreForm key={editing?.id ?? 'none'} store={editing} onClose={() => setEditing(undefined)} onSaved={state.refresh} />
    </>
  );
}
