/**
 * The stock side of other modules' work, without supply's routes: the weekly sales import (sales)
 * books the units sold out of stock here. Importing supply's index.ts instead would close a circle
 * (supply plans read sales forecasts).
 */
export { bookWeeklySales, type WeekSale } from './inventory/sales';
