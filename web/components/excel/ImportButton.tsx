import { useRef, useState, type ReactNode } from 'react';
import { Button, Modal, Typography } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import type { Endpoint } from '@shared/api/contract';
import { importResult, type ImportResult } from '@shared/api/report';
import { LockButton } from '../LockButton';
import { upload } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { notice } from '../../lib/notice';
import { downloadErrorFile } from './errorFile';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ImportButtonProps {
  /** A module's import endpoint (multipart `file`, answers an ImportResult). */
  endpoint: Endpoint;
  /** After rows were stored (refresh the list). */
  onImported?(result: ImportResult): void;
  children?: ReactNode;
  /** The file chooser's filter; default xlsx. */
  accept?: string;
}

/** Uploads an xlsx to an import endpoint; on failure shows why and offers the error file. */
export function ImportButton({ endpoint, onImported, children = '导入', accept = XLSX }: ImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<{ result: ImportResult; fileName: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const result = (await upload(endpoint, file, {}, { silent: true })) as ImportResult;
      notice.success(result.message);
      onImported?.(result);
    } catch (error) {
      const parsed = error instanceof ApiError ? importResult.safeParse(error.data) : undefined;
      if (parsed?.success) setFailure({ result: parsed.data, fileName: file.name });
      else notice.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择导入文件"
        accept={accept}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <LockButton icon={<IconUpload />} loading={busy} onClick={() => input.current?.click()}>
        {children}
      </LockButton>
      <Modal
        title="导入失败"
        visible={failure !== null}
        onCancel={() => setFailure(null)}
        footer={
          <>
            <Button onClick={() => setFailure(null)}>关闭</Button>
            {failure && failure.result.errorCount > 0 && (
              <Button theme="solid" onClick={() => void downloadErrorFile(failure.result.recordId, failure.fileName).catch(() => undefined)}>
                下载错误文件
              </Button>
            )}
          </>
        }
      >
        <Typography.Paragraph>{failure?.result.message}</Typography.Paragraph>
      </Modal>
    </>
  );
}
