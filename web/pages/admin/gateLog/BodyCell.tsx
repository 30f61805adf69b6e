import { Popover, Typography } from '@douyinfe/semi-ui';
import { readableBody } from './looks';

/** The request body summary cut to one line; the full text in a popover on click. */
export function BodyCell({ body }: { body: string | null }) {
  if (!body) return <span className="cd-cell-muted">-</span>;
  return (
    <Popover
      trigger="click"
      position="leftTop"
      showArrow
      content={
        <div style={{ padding: 12 }}>
          <Typography.Text copyable={{ content: body, successTip: '已复制' }} type="tertiary" size="small">
            请求内容（密码等敏感字段已隐去）
          </Typography.Text>
          <pre className="cd-screen-pre cd-screen-mono" style={{ marginTop: 8 }}>
            {readableBody(body)}
          </pre>
        </div>
      }
    >
      <Typography.Text
        className="cd-screen-mono"
        style={{ display: 'inline-block', maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle', cursor: 'pointer' }}
        link
      >
        {body}
      </Typography.Text>
    </Popover>
  );
}
