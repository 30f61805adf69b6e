import type { ReactNode } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { IconFile } from '@douyinfe/semi-icons';
import { downloadImportTemplate } from '@shared/api/report';
import { download } from '../../lib/api';

/** Downloads the import template of `kind` (header row and an example row). */
export function TemplateDownloadLink({ kind, fileName, children = '下载导入模板' }: { kind: string; fileName: string; children?: ReactNode }) {
  return (
    <Button theme="borderless" icon={<IconFile />} onClick={() => void download(downloadImportTemplate, { kind }, fileName).catch(() => undefined)}>
      {children}
    </Button>
  );
}
