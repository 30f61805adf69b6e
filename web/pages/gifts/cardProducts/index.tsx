import { cardProductCalls } from '@shared/api/gifts/giftInfo';
import { MasterScreen } from '../../../components/master';

/** /giftInfoManager/giftCardInfoManager (礼品卡信息): the card products, with how many codes the depot holds of each. */
export default function CardProductPage() {
  return <MasterScreen master={cardProductCalls} formTitle="礼品卡" editName={(r: { brand: string }) => r.brand} addedText="保存成功" />;
}
