import { Form } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES } from '@shared/api/mail/common';
import { templateFields } from '@shared/api/mail/recordFields';
import { addTemplateScreen, onlineTemplateScreen as screen } from '@shared/api/mail/screens';
import { templateList, type TemplateRow } from '@shared/api/mail/templates';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, AddButton, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { ENABLED_OPTIONS } from '../shared/options';
import { useOptions } from '../../../components/options';

const FILTERS = { name: '', brandId: '', language: '', enabled: '' };

/** 在线模板: reply templates per brand and language; 新增 and 编辑 open 模板编辑. */
export function TemplateList() {
  const state = useResourceList({ endpoint: templateList, filters: FILTERS });
  const brands = useOptions('brands').options;
  const navigate = useNavigate();
  const edit = (template?: TemplateRow) => navigate(addTemplateScreen.path, { state: { template } });
  const columns = [
    ...fieldColumns(templateFields, ['name', 'brandName', 'language', 'subject', 'body', 'enabled', 'updatedAt']),
    actionsColumn(80, (r: TemplateRow) => (
      <RowActions>
        <EditAction code={screen.code('edit')} onClick={() => edit(r)} />
      </RowActions>
    )),
  ];
  return (
    <ResourceList
      title="模板"
      state={state}
      tableKey="mail.templates"
      columns={columns}
      filterFields={
        <>
          <Form.Input field="name" label="名称" showClear style={{ width: 180 }} />
          <Form.Select field="brandId" label="品牌" showClear style={{ width: 140 }} optionList={brands} />
          <Form.Select field="language" label="语言" showClear style={{ width: 120 }} optionList={optionsOf(LANGUAGES)} />
          <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={ENABLED_OPTIONS} />
        </>
      }
      toolbar={<AddButton code={screen.code('add')} onClick={() => edit()} />}
    />
  );
}
