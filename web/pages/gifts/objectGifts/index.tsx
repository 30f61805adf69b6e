import '../../../components/table/table.css';
import '../../../components/screen.css';
import { GiftItemList } from './GiftItemList';

/** /giftInfoManager/objectGiftInfoManager */
export default function ObjectGiftPage() {
  return <GiftItemList />;
}
