import { Form, Spin } from '@douyinfe/semi-ui';
import { querySkuInfo } from '@shared/api/warranty/batch';
import { addOrUpdHoneycombBase, getHoneycombBaseById, projectBody, queryCountryLanguage, serviceMailboxList } from '@shared/api/warranty/project';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';

/** 新增/编辑项目, with the page texts of every chosen language. */
export function ProjectForm({ id, onClose, onSaved }: { id?: number; onClose(): void; onSaved(): void }) {
  const detail = useApi(id ? getHoneycombBaseById : null, { id: id! });
  const places = useApi(queryCountryLanguage);
  const mailboxes = useApi(serviceMailboxList);
  const skus = useApi(querySkuInfo, { keyword: '' });
  if (id && !detail.data) return <Spin />;
  const p = detail.data;
  return (
    <FormDialog
      title={p ? `编辑项目：${p.name}` : '新增项目'}
      visible
      width={720}
      schema={projectBody}
      initValues={p ? { ...p, logoUrl: p.logoUrl ?? '' } : { warrantyMonths: 12, enabled: true, languages: [], templates: {} }}
      // Texts of a language taken off the list are not sent.
      toInput={(v) => ({ ...v, templates: Object.fromEntries(Object.entries((v.templates ?? {}) as object).filter(([l]) => ((v.languages as string[]) ?? []).includes(l))) })}
      successText={p ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdHoneycombBase, { body: { ...body, id: p?.id, version: p?.version } });
        onSaved();
        onClose();
      }}
    >
      {(values) => (
        <>
          <Form.Input field="name" label="项目名称" />
          <Form.Input field="brand" label="品牌" />
          <Form.Select field="skus" label="SKU" multiple filter style={{ width: '100%' }} optionList={[...new Set([...(skus.data ?? []).map((s) => s.sku), ...(p?.skus ?? [])])].map((s) => ({ value: s, label: s }))} />
          <Form.Select field="countries" label="国家" multiple style={{ width: '100%' }} optionList={(places.data?.countries ?? []).map((c) => ({ value: c.code, label: `${c.name} ${c.code}` }))} />
          <Form.Select field="languages" label="页面语言（第一个为默认）" multiple style={{ width: '100%' }} optionList={(places.data?.languages ?? []).map((l) => ({ value: l, label: l }))} />
          <Form.Select field="mailboxId" label="客服邮箱" style={{ width: '100%' }} optionList={(mailboxes.data ?? []).map((m) => ({ value: m.id, label: `${m.name} <${m.address}>${m.canSend ? '' : '（未配置发信）'}` }))} />
          <Form.InputNumber field="warrantyMonths" label="延保月数" min={1} max={60} />
          <Form.Input field="logoUrl" label="品牌Logo地址" placeholder="https://" />
          <Form.Switch field="enabled" label="启用" />
          {((values.languages as string[] | undefined) ?? []).map((lang) => (
            <Form.Section key={lang} text={`页面模板：${lang}`}>
              <Form.Input field={`templates.${lang}.title`} label="标题" />
              <Form.TextArea field={`templates.${lang}.intro`} label="介绍" autosize rows={2} />
              <Form.TextArea field={`templates.${lang}.terms`} label="延保条款" autosize rows={3} />
            </Form.Section>
          ))}
        </>
      )}
    </FormDialog>
  );
}
