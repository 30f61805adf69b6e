import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { importRecordPage, importStatusNames, SEE_ALL_IMPORTS, type ImportRecordRow } from '@shared/api/report';
import { importRecordFields } from '@shared/api/reportFields';
import { downloadErrorFile } from '../../../components/excel';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, ResourceList, ToolbarSwitch, useResourceList } from '../../../components/resource';
import { importStatusLooks, screenTitle } from '../looks';

const FILTERS = { status: '' };

const columns = [
  ...fieldColumns(importRecordFields, ['title', 'screen', 'fileName', 'rowCount', 'status', 'message', 'username', 'createdAt'], {
    screen: { render: (r) => screenTitle(r.screen) },
    status: { looks: importStatusLooks },
  }),
  actionsColumn(120, (r: ImportRecordRow) =>
    r.hasErrorFile ? (
      <LockButton size="small" theme="borderless" onClick={() => void downloadErrorFile(r.id, r.fileName).catch(() => undefined)}>
        下载错误文件
      </LockButton>
    ) : null,
  ),
];

/** Past imports with their result; failed ones keep their error file for a while. */
export function ImportRecordList() {
  const [all, setAll] = useState(false);
  const state = useResourceList({ endpoint: importRecordPage, filters: FILTERS, toQuery: (v) => ({ ...v, all: all ? 'true' : undefined }) });
  return (
    <ResourceList
      title="导入记录"
      state={state}
      tableKey="report.imports"
      columns={columns}
      emptyText="还没有导入记录"
      filterFields={<Form.Select field="status" label="结果" showClear style={{ width: 150 }} optionList={optionsOf(importStatusNames)} />}
      toolbar={
        <ToolbarSwitch code={SEE_ALL_IMPORTS} checked={all} onChange={setAll} label="查看全部人的导入记录">
          查看全部人的导入
        </ToolbarSwitch>
      }
    />
  );
}
