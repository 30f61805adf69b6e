import type { ApiRoutes } from '../../http/api';
import { blnGiftWarehouseManagerRoutes } from './blnGiftWarehouseManager';
import { cardImportRoutes } from './cardImport';
import { giftCardRoutes } from './cards';
import { grantRoutes } from './grants/routes';
import { giftStockRoutes } from './stockRoutes';
import { giftInfoRoutes } from './giftInfo';
import { moveRecordRoutes } from './moveRecords';

/** Gifts (docs/domain/gifts.md): warehouses, physical gifts and stock, gift cards, grants. */
export const giftsRoutes = (): ApiRoutes[] => [blnGiftWarehouseManagerRoutes(), ...giftStockRoutes(), giftCardRoutes(), cardImportRoutes(), grantRoutes(), ...giftInfoRoutes(), ...moveRecordRoutes()];
