import { useState } from 'react';
import { Button, Typography } from '@douyinfe/semi-ui';
import type { MessageRow } from '@shared/api/mail/rooms';

/** The document shown in the frame: the sanitised mail, readable defaults, links outside. */
const frameDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:8px;color:#1c1f23;word-break:break-word}img{max-width:100%}</style></head><body>${html}</body></html>`;

/** Remote images stay as data-src (sanitised on the server) until the reader asks for them. */
export const withImages = (html: string) => html.replace(/\sdata-src=/g, ' src=');
const hasRemoteImages = (html: string) => /\sdata-src="https?:/i.test(html);

/**
 * One mail's body: HTML in an `<iframe sandbox="">` (no scripts, no same origin, no forms), plain
 * text otherwise. 显示图片 loads the remote images of this mail only.
 */
export function MailBody({ message }: { message: Pick<MessageRow, 'bodyHtml' | 'bodyText' | 'id'> }) {
  const [images, setImages] = useState(false);
  if (!message.bodyHtml) return <pre className="cd-mail-text">{message.bodyText}</pre>;
  const html = images ? withImages(message.bodyHtml) : message.bodyHtml;
  const lines = Math.max(message.bodyText.split('\n').length, message.bodyHtml.length / 120);
  return (
    <>
      {!images && hasRemoteImages(message.bodyHtml) && (
        <Typography.Text type="tertiary" size="small">
          为保护隐私，远程图片已拦截。
          <Button size="small" theme="borderless" onClick={() => setImages(true)}>
            显示图片
          </Button>
        </Typography.Text>
      )}
      <iframe sandbox="" title={`邮件正文 ${message.id}`} className="cd-mail-frame" style={{ height: Math.min(640, Math.max(160, lines * 24)) }} srcDoc={frameDocument(html)} />
    </>
  );
}
