import { Card, Form, Typography } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { PULL_INTERVAL_LIMITS, PULL_INTERVAL_VARIABLE } from '@shared/api/mail/pulls';
import { pullConfigureScreen as screen } from '@shared/api/mail/screens';
import { getValueByName, updateValueByName } from '@shared/api/reference/users';
import { LockButton } from '../../../components/LockButton';
import { useZodForm } from '../../../components/form/useZodForm';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';

const { min, max } = PULL_INTERVAL_LIMITS;
const schema = z.object({ seconds: z.coerce.number({ error: '请填写拉取间隔' }).int('拉取间隔必须是整数').min(min, `拉取间隔应在 ${min} 到 ${max} 秒之间`).max(max, `拉取间隔应在 ${min} 到 ${max} 秒之间`) });

/** 拉取配置: how often every enabled mailbox is pulled; the puller reads it on its next tick. */
export function PullConfigure() {
  const variable = useApi(getValueByName, { name: PULL_INTERVAL_VARIABLE });
  const form = useZodForm(schema);
  const save = () =>
    form.submit(async ({ seconds }) => {
      await call(updateValueByName, { body: { name: PULL_INTERVAL_VARIABLE, value: String(seconds) } });
      notice.success('保存成功，下一次定时检查起生效');
      await variable.mutate();
    });
  const v = variable.data;
  return (
    <div className="cd-list">
      <Card title="拉取配置" className="cd-panel">
        {v && (
          <Form {...form.formProps} labelPosition="left" labelWidth={120} initValues={{ seconds: Number(v.value) }} onSubmit={() => void save()}>
            <Form.InputNumber field="seconds" label="拉取间隔（秒）" min={min} max={max} style={{ width: 200 }} extraText={v.label} />
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
        )}
      </Card>
    </div>
  );
}
