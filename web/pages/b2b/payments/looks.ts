import { CURRENCIES } from '@shared/api/b2b/fields';
import { PAYMENT_TYPES } from '@shared/api/b2b/payment';

export const typeOptions = Object.entries(PAYMENT_TYPES).map(([value, label]) => ({ value, label }));
export const typeLabel = (type: string) => PAYMENT_TYPES[type as keyof typeof PAYMENT_TYPES] ?? type;
export const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));
