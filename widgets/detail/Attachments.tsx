import type { ApprovalDetail } from '@shared/api/approvals';
import { getToken } from '../common/cookies';
import { fileSize } from '../common/format';

/** Our own file links carry the token in the query: a link cannot send the Authorization header. */
function withToken(url: string): string {
  const token = getToken();
  if (!token || !url.startsWith('/api/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** The record's files, each a link that opens it. */
export function Attachments({ files }: { files: ApprovalDetail['attachments'] }) {
  if (files.length === 0) return <p className="wg-muted">无附件</p>;
  return (
    <ul className="wg-files">
      {files.map((file) => (
        <li key={file.id}>
          <a className="wg-link" href={withToken(file.url)} target="_blank" rel="noreferrer">
            {file.name}
          </a>
          <span className="wg-muted">{fileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
