import { useRef } from 'react';
import { Button, Typography } from '@douyinfe/semi-ui';
import { IconDelete, IconUpload } from '@douyinfe/semi-icons';
import type { AttachmentCalls } from '@shared/api/service/attachments';
import type { Code } from '@shared/screen';
import { OPEN_STATES } from '@shared/workflow';
import { attachmentUrl, uploadFile } from '@shared/api/tool';
import { LockButton } from '../../../components/LockButton';
import { DetailSection } from '../../../components/resource';
import { call, upload, useApi } from '../../../lib/api';
import { getToken } from '../../../lib/cookies';
import { useSession } from '../../../lib/session/SessionContext';

/** A link cannot carry the Authorization header: the token rides in the query. */
const fileHref = (id: number) => {
  const token = getToken();
  return `${attachmentUrl(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
};

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

interface Props {
  record: { id: number; status: string };
  calls: AttachmentCalls;
  /** The element code that lets a user add and remove (`<screen>:btn_attach`). */
  attachCode: Code;
  onChanged(): void;
}

/** 附件 of a review or service order: anyone who sees it downloads; holders of 附件 add and remove while it is open. */
export function RecordAttachments({ record, calls, attachCode, onChanged }: Props) {
  const files = useApi(calls.list, { id: record.id });
  const picker = useRef<HTMLInputElement>(null);
  const editable = useSession().can(attachCode) && OPEN_STATES.includes(record.status as 'new');
  const changed = () => {
    void files.mutate();
    onChanged();
  };
  const add = async (file: File) => {
    const uploaded = await upload(uploadFile, file);
    await call(calls.add, { body: { id: record.id, fileIds: [uploaded.id] } });
    changed();
  };
  const remove = async (fileId: number) => {
    await call(calls.remove, { body: { id: record.id, fileId } });
    changed();
  };
  const list = files.data ?? [];
  return (
    <DetailSection title="附件" empty="无附件">
      {(list.length > 0 || editable) && (
        <div aria-label="附件">
          {list.length === 0 && <Typography.Text type="tertiary">无附件</Typography.Text>}
          <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
            {list.map((f) => (
              <li key={f.id}>
                <a href={fileHref(f.id)} target="_blank" rel="noreferrer">
                  {f.name}
                </a>{' '}
                <Typography.Text type="tertiary" size="small">
                  {kb(f.size)} · {f.uploadedByName ?? ''}
                </Typography.Text>
                {editable && <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} aria-label={`删除附件 ${f.name}`} onClick={() => void remove(f.id).catch(() => undefined)} />}
              </li>
            ))}
          </ul>
          {editable && (
            <>
              <input
                ref={picker}
                type="file"
                hidden
                aria-label="选择附件"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void add(file).catch(() => undefined);
                }}
              />
              <LockButton size="small" icon={<IconUpload />} onClick={() => picker.current?.click()}>
                添加附件
              </LockButton>
            </>
          )}
        </div>
      )}
    </DetailSection>
  );
}
