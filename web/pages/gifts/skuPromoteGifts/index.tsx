import { skuPromoteCalls } from '@shared/api/gifts/giftInfo';
import { MasterScreen } from '../../../components/master';
import { giftTarget } from '../giftInfo/GiftTargetFields';

/** /giftInfoManager/skuPromoteGiftInfo (SKU推广礼品): which gift goes with a SKU's promotion, and when. */
export default function SkuPromoteGiftPage() {
  return <MasterScreen master={skuPromoteCalls} addedText="保存成功" custom={giftTarget} />;
}
