import { Modal, TextArea, Typography } from '@douyinfe/semi-ui';
import { claimLimits, submitClaim } from '@shared/api/promotion/claim';
import { exceedanceText } from '@shared/api/promotion/limits';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/**
 * 提交: checks the limits first; within them the claim goes to the manager, over them the user sees
 * what is over and by how much and submits with a reason (the extra approval step); a reason the form
 * already asked for is used as it is. Resolves whether it was submitted.
 */
export function useSubmitClaim() {
  return async ({ id, version, reason: given }: { id: number; version?: number; reason?: string }): Promise<boolean> => {
    const over = await call(claimLimits, { query: { id } });
    if (!over.length) {
      await call(submitClaim, { body: { id, version, overLimit: false } });
      notice.success('已提交审批');
      return true;
    }
    if (given) {
      await call(submitClaim, { body: { id, version, overLimit: true, comment: given } });
      notice.success('已超限提交，待超限审批');
      return true;
    }
    return new Promise<boolean>((resolve) => {
      let reason = '';
      Modal.confirm({
        title: '超出费用限额',
        okText: '超限提交',
        width: 560,
        content: (
          <>
            {over.map((e) => (
              <Typography.Paragraph key={`${e.kind}${e.limitId}${e.month}`} type="danger">
                {exceedanceText(e)}
              </Typography.Paragraph>
            ))}
            <Typography.Text>超限提交需填写原因，并增加一步超限审批。</Typography.Text>
            <TextArea aria-label="超限原因" placeholder="请填写超限原因" maxCount={500} onChange={(v) => (reason = v)} />
          </>
        ),
        onOk: async () => {
          if (!reason.trim()) {
            notice.error('请填写超限原因');
            throw new Error('reason required');
          }
          await call(submitClaim, { body: { id, version, overLimit: true, comment: reason } });
          notice.success('已超限提交，待超限审批');
          resolve(true);
        },
        onCancel: () => resolve(false),
      });
    });
  };
}
