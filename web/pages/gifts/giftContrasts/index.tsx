import { contrastCalls } from '@shared/api/gifts/giftInfo';
import { MasterScreen } from '../../../components/master';
import { giftTarget } from '../giftInfo/GiftTargetFields';

/** /sysManager/giftContrastManager (礼品对照): marketplace and ERP gift codes mapped to our gifts. */
export default function GiftContrastPage() {
  return <MasterScreen master={contrastCalls} addedText="保存成功" custom={giftTarget} />;
}
