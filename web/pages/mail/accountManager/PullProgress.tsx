import { useEffect, useState } from 'react';
import { Modal, Progress, Typography } from '@douyinfe/semi-ui';
import { pullLogList, type PullLogRow } from '@shared/api/mail/pulls';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

const POLL_MS = 1000;

/** 立即拉取 running as a job: how far it is (已拉取 n / total 封), read every second until it ends. */
export function PullProgress({ start, email, onClose }: { start: PullLogRow; email: string; onClose(): void }) {
  const [log, setLog] = useState(start);
  useEffect(() => {
    if (log.status !== 'running') {
      if (log.status === 'ok') notice.success(`拉取完成：新邮件 ${log.created} 封`);
      else notice.error(`拉取失败：${log.error ?? ''}`);
      return;
    }
    const timer = setTimeout(() => {
      void call(pullLogList, { query: { id: log.id, page: 1, limit: 1 } })
        .then((page) => page.rows[0] && setLog(page.rows[0]))
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [log]);
  const percent = log.total ? Math.round((log.fetched / log.total) * 100) : log.status === 'running' ? 0 : 100;
  return (
    <Modal title={`立即拉取：${email}`} visible onCancel={onClose} footer={null} width={480}>
      <div aria-label="拉取进度">
        <Progress percent={percent} showInfo aria-label="拉取进度条" />
        <Typography.Paragraph style={{ marginTop: 12 }}>
          {log.status === 'running'
            ? log.total === null
              ? '正在连接邮箱…'
              : `拉取中：已拉取 ${log.fetched} / ${log.total} 封（新邮件 ${log.created} 封）`
            : log.status === 'ok'
              ? `拉取完成：共 ${log.fetched} 封，新邮件 ${log.created} 封，重复 ${log.duplicates} 封`
              : `拉取失败：${log.error ?? ''}`}
        </Typography.Paragraph>
        <Typography.Text type="tertiary">关闭此窗口不会中断拉取，结果在“拉取记录”中可查。</Typography.Text>
      </div>
    </Modal>
  );
}
