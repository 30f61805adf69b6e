import { useState } from 'react';
import { Banner, Button, Form, useFormApi } from '@douyinfe/semi-ui';
import { connect, serverList } from '@shared/api/mail/accounts';
import { call, useApi } from '../../../lib/api';

/** 服务商: fills a known provider's IMAP/SMTP settings into the form. */
export function PresetPicker() {
  const form = useFormApi();
  const presets = useApi(serverList);
  return (
    <Form.Select
      field="preset"
      label="服务商"
      placeholder="选择后自动填入服务器设置"
      showClear
      style={{ width: '100%' }}
      optionList={(presets.data ?? []).map((p) => ({ value: p.name, label: p.name }))}
      onChange={(name) => {
        const { name: _name, ...settings } = presets.data?.find((x) => x.name === name) ?? { name: '' };
        // One field at a time: setValues would clear the email and name already typed.
        if (_name) for (const [key, value] of Object.entries(settings)) form.setValue(key, value);
      }}
    />
  );
}

/** 测试连接: logs in to IMAP and SMTP with the settings typed so far (the saved password when editing the saved server and none is typed). */
export function ConnectTest({ accountId }: { accountId?: number }) {
  const form = useFormApi();
  const [result, setResult] = useState<{ ok: boolean; imap: string; smtp: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const test = async () => {
    setBusy(true);
    try {
      setResult(await call(connect, { body: { ...(form.getValues() as Record<string, unknown>), id: accountId } as never }));
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Form.Slot label=" ">
        <Button loading={busy} onClick={() => void test()}>
          测试连接
        </Button>
      </Form.Slot>
      {result && <Banner type={result.ok ? 'success' : 'danger'} closeIcon={null} description={`${result.imap}；${result.smtp}`} />}
    </>
  );
}
