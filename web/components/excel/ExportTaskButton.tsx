import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Toast, Typography } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import type { Endpoint, QueryOf } from '@shared/api/contract';
import { DOWNLOAD_SCREEN, EXPORT_TASK_CREATED } from '@shared/api/report';
import { LockButton } from '../LockButton';
import { compactQuery } from '../table';
import { call } from '../../lib/api';
import { MESSAGE_SECONDS } from '../../lib/notice';
import { useSession } from '../../lib/session/SessionContext';

interface ExportTaskButtonProps<E extends Endpoint> {
  /** An `add...ExcelTask` endpoint (answers `{ taskId }`). */
  endpoint: E;
  /** The list's current filters (blank ones are dropped). */
  query?: QueryOf<E>;
  children?: ReactNode;
}

/** Asks the server for an Excel file of the current list; the file is built in the background. */
export function ExportTaskButton<E extends Endpoint>({ endpoint, query, children = '导出' }: ExportTaskButtonProps<E>) {
  const navigate = useNavigate();
  const { can } = useSession();
  const start = async () => {
    await call(endpoint, { query: compactQuery((query ?? {}) as Record<string, unknown>) as QueryOf<E> });
    const id = Toast.success({
      duration: MESSAGE_SECONDS,
      content: (
        <span>
          {EXPORT_TASK_CREATED}
          {can(DOWNLOAD_SCREEN) && (
            <>
              ，
              <Typography.Text
                link
                onClick={() => {
                  Toast.close(id);
                  navigate(DOWNLOAD_SCREEN);
                }}
              >
                到报表中心下载
              </Typography.Text>
            </>
          )}
        </span>
      ),
    });
  };
  return (
    <LockButton icon={<IconDownload />} onClick={() => void start().catch(() => undefined)}>
      {children}
    </LockButton>
  );
}
