import { Card, Form, Typography } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { FIRST_PULL_DAYS_MAX, FIRST_PULL_DAYS_VARIABLE, PULL_INTERVAL_LIMITS, PULL_INTERVAL_VARIABLE } from '@shared/api/mail/pulls';
import { pullConfigureScreen as screen } from '@shared/api/mail/screens';
import { getValueByName, updateValueByName } from '@shared/api/reference/users';
import { LockButton } from '../../../components/LockButton';
import { useZodForm } from '../../../components/form/useZodForm';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';

interface Setting {
  name: string;
  /** The field's label, e.g. 拉取间隔（秒）. */
  label: string;
  /** The value's name in messages. */
  what: string;
  min: number;
  max: number;
  saved: string;
}

const SETTINGS: Setting[] = [
  { name: PULL_INTERVAL_VARIABLE, label: '拉取间隔（秒）', what: '拉取间隔', ...PULL_INTERVAL_LIMITS, saved: '保存成功，下一次定时检查起生效' },
  { name: FIRST_PULL_DAYS_VARIABLE, label: '首次拉取天数', what: '首次拉取天数', min: 1, max: FIRST_PULL_DAYS_MAX, saved: '保存成功，之后新加的邮箱按此拉取' },
];

/** One named setting: its value, what it means, when it was changed, 保存 for holders of the edit code. */
function SettingForm({ s }: { s: Setting }) {
  const variable = useApi(getValueByName, { name: s.name });
  const schema = z.object({ value: z.coerce.number({ error: `请填写${s.what}` }).int(`${s.what}必须是整数`).min(s.min, `${s.what}应在 ${s.min} 到 ${s.max} 之间`).max(s.max, `${s.what}应在 ${s.min} 到 ${s.max} 之间`) });
  const form = useZodForm(schema);
  const save = () =>
    form.submit(async ({ value }) => {
      await call(updateValueByName, { body: { name: s.name, value: String(value) } });
      notice.success(s.saved);
      await variable.mutate();
    });
  const v = variable.data;
  if (!v) return null;
  return (
    <Form {...form.formProps} labelPosition="left" labelWidth={120} initValues={{ value: Number(v.value) }} onSubmit={() => void save()}>
      <Form.InputNumber field="value" label={s.label} min={s.min} max={s.max} style={{ width: 200 }} extraText={v.label} />
      <Form.Slot label=" ">
        <Typography.Text type="tertiary">{v.updatedAt ? `最近修改：${v.updatedAt.replace('T', ' ').slice(0, 19)}` : '尚未修改，使用默认值'}</Typography.Text>
      </Form.Slot>
      <Auth code={screen.code('edit')}>
        <Form.Slot label=" ">
          <LockButton theme="solid" onClick={() => void save()}>
            保存
          </LockButton>
        </Form.Slot>
      </Auth>
    </Form>
  );
}

/** 拉取配置: how often every enabled mailbox is pulled, and how far back a new mailbox's first pull reaches. */
export function PullConfigure() {
  return (
    <div className="cd-list">
      <Card title="拉取配置" className="cd-panel">
        {SETTINGS.map((s) => (
          <SettingForm key={s.name} s={s} />
        ))}
      </Card>
    </div>
  );
}
