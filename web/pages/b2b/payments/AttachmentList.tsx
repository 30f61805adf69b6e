import { Button, Typography, Upload } from '@douyinfe/semi-ui';
import { IconDelete, IconUpload } from '@douyinfe/semi-icons';
import { delPaymentAttach, savePaymentAttach, type PaymentDetail } from '@shared/api/b2b/payment';
import { attachmentUrl, uploadFile } from '@shared/api/tool';
import { call, upload } from '../../../lib/api';
import { getToken } from '../../../lib/cookies';

/** Where an attachment opens (with the token: a link cannot carry the header). */
const attachmentHref = (id: number, token: string | undefined) => `${attachmentUrl(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** A request's attachments; its creator adds and removes them while it is a draft or rejected. */
export function AttachmentList({ p, onChanged }: { p: PaymentDetail; onChanged(): void }) {
  const add = async (file: File) => {
    const uploaded = await upload(uploadFile, file);
    await call(savePaymentAttach, { body: { paymentId: p.id, fileIds: [uploaded.id] } });
    onChanged();
  };
  const remove = async (fileId: number) => {
    await call(delPaymentAttach, { body: { paymentId: p.id, fileId } });
    onChanged();
  };
  return (
    <div aria-label="附件">
      {p.attachments.length === 0 && <Typography.Text type="tertiary">无附件</Typography.Text>}
      <ul className="cd-payment-files">
        {p.attachments.map((f) => (
          <li key={f.id}>
            <a href={attachmentHref(f.id, getToken())} target="_blank" rel="noreferrer">
              {f.name}
            </a>
            {p.editable && <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} aria-label={`删除附件 ${f.name}`} onClick={() => void remove(f.id)} />}
          </li>
        ))}
      </ul>
      {p.editable && (
        <Upload
          action=""
          showUploadList={false}
          customRequest={({ fileInstance, onSuccess, onError }) => {
            add(fileInstance)
              .then(() => onSuccess({}))
              .catch((e: Error) => onError({ status: 0 }, e as never));
          }}
        >
          <Button size="small" icon={<IconUpload />}>
            添加附件
          </Button>
        </Upload>
      )}
    </div>
  );
}
