import { blnGiftWarehouseManager } from '@shared/api/gifts/blnGiftWarehouseManager';
import { MasterScreen } from '../../../components/master';

/** /sysManager/blnGiftWarehouseManager (礼品仓库) */
export default function BlnGiftWarehouseManagerPage() {
  return <MasterScreen master={blnGiftWarehouseManager} />;
}
