import '../../../components/table/table.css';
import { Typography } from '@douyinfe/semi-ui';
import { movementPage } from '@shared/api/supply/inventory';
import { inventoryScreen } from '@shared/api/supply/screens';
import { useListQuery } from '../../../components/table/useListQuery';
import { Auth } from '../../../lib/session/Auth';
import { BalanceList } from './BalanceList';
import { ChangeButton } from './ChangeDialog';
import { MovementLog } from './MovementLog';

/** /sysManager/inventory (库存管理): balances, 库存调整 with a reason, and the movement log. */
export default function InventoryPage() {
  const movements = useListQuery(movementPage, {}, { paging: 'local' });
  return (
    <>
      <BalanceList
        toolbar={(refreshBalances) => (
          <Auth code={inventoryScreen.code('change')}>
            <ChangeButton
              onDone={() => {
                refreshBalances();
                void movements.refresh();
              }}
            />
          </Auth>
        )}
      />
      <Typography.Title heading={6} style={{ margin: '16px 0 8px' }}>
        出入库记录
      </Typography.Title>
      <MovementLog list={movements} />
    </>
  );
}
