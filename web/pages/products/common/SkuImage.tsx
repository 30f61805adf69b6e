import { getToken } from '../../../lib/cookies';

/** A SKU's image (an attachment read with the token in the query, as <img> cannot send a header). */
export function SkuImage({ url, size = 40 }: { url: string; size?: number }) {
  const token = getToken();
  return <img src={`${url}${token ? `?token=${encodeURIComponent(token)}` : ''}`} alt="产品图片" style={{ width: size, height: size, objectFit: 'cover', borderRadius: 4 }} />;
}
