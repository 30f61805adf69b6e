import { stores } from '@shared/api/reference/platforms';
import { MasterScreen } from '../../../components/master';

/** /sale/sale-store-list (店铺) */
export default function StoreListPage() {
  return <MasterScreen master={stores} />;
}
