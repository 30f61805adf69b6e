import { Button } from '@douyinfe/semi-ui';
import { IconFile } from '@douyinfe/semi-icons';
import type { Code } from '@shared/screen';
import type { AnyMaster } from '@shared/screen/master';
import { ImportButton, TemplateDownloadLink } from '../excel';
import { download } from '../../lib/api';
import { Auth } from '../../lib/session/Auth';

/** A declared import's buttons, for holders of its code: 导入 (the error file on failure) and the template, the screen's own download or the report centre's. */
export function ImportTools({ master, onImported, templateText = '下载导入模板' }: { master: AnyMaster; onImported(): void; templateText?: string }) {
  const d = master.import!;
  const template = d.template;
  return (
    <Auth code={(master.screen.code as (action: string) => Code)('import')}>
      <ImportButton endpoint={d.upload} onImported={onImported} />
      {template ? (
        <Button theme="borderless" icon={<IconFile />} onClick={() => void download(template, {}, d.file).catch(() => undefined)}>
          {templateText}
        </Button>
      ) : (
        <TemplateDownloadLink kind={d.kind} fileName={d.file}>
          {templateText}
        </TemplateDownloadLink>
      )}
    </Auth>
  );
}
