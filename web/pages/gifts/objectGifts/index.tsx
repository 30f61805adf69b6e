import { giftItems } from '@shared/api/gifts/stock';
import { MasterScreen } from '../../../components/master';

/** /giftInfoManager/objectGiftInfoManager (实物礼品) */
export default function ObjectGiftPage() {
  return <MasterScreen master={giftItems} />;
}
