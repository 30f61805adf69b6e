import { Button, Empty, List, Modal, Tag, Typography } from '@douyinfe/semi-ui';
import { formatTime } from '@shared/format';
import { errorLog, useErrorLog, type ErrorKind } from '../../lib/errorLog';

const KIND_LABEL: Record<ErrorKind, string> = { error: '脚本错误', rejection: '未处理异常', request: '接口失败' };

/** The errors met in this browser tab, newest first. */
export function ErrorLogDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const entries = useErrorLog();
  return (
    <Modal
      title="错误日志"
      visible={visible}
      onCancel={onClose}
      width={720}
      footer={
        <>
          <Button onClick={() => errorLog.clear()} disabled={entries.length === 0}>
            清空
          </Button>
          <Button theme="solid" onClick={onClose}>
            关闭
          </Button>
        </>
      }
    >
      {entries.length === 0 ? (
        <Empty description="暂无错误" />
      ) : (
        <List
          style={{ maxHeight: 420, overflow: 'auto' }}
          dataSource={[...entries]}
          renderItem={(entry) => (
            <List.Item
              main={
                <div>
                  <Tag size="small" color="red" style={{ marginRight: 8 }}>
                    {KIND_LABEL[entry.kind]}
                  </Tag>
                  <Typography.Text type="tertiary" size="small">
                    {formatTime(entry.at, 'yyyy-MM-dd hh:mm:ss')} · {entry.page}
                  </Typography.Text>
                  <Typography.Paragraph style={{ marginTop: 4, wordBreak: 'break-all' }}>{entry.message}</Typography.Paragraph>
                </div>
              }
            />
          )}
        />
      )}
    </Modal>
  );
}
