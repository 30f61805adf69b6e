import { addOrUpdateCustomer, customerPage, getCustomerAndInvoice, setCustomerEnabled } from '@shared/api/b2b/customer';
import { ApiRoutes } from '../../../http/api';
import { invoicesOfCustomer } from '../invoices/queries';
import { customerList, visibleCustomer } from './queries';
import { saveCustomer, setCustomerEnabled as setEnabled } from './service';
import { customerVisibility } from '../common/visibility';

const CUSTOMER_INVOICES_SHOWN = 500;

/** client-list: customers with their terms, owner scope by client-list:btn_viewAll. */
export function customerRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(customerPage, async ({ query, caller, deps }) => customerList(deps.db, query, await customerVisibility.scope(caller)))
    .add(addOrUpdateCustomer, async ({ body, caller, deps }) => {
      const id = await saveCustomer(deps.db, caller, body);
      return visibleCustomer(deps.db, id, undefined);
    })
    .add(setCustomerEnabled, async ({ body, caller, deps }) => {
      await setEnabled(deps.db, caller, body.id, body.enabled);
      return visibleCustomer(deps.db, body.id, undefined);
    })
    .add(getCustomerAndInvoice, async ({ query, caller, deps }) => {
      const customer = await visibleCustomer(deps.db, query.id, await customerVisibility.scope(caller));
      const { rows, total } = await invoicesOfCustomer(deps.db, customer.id, { limit: CUSTOMER_INVOICES_SHOWN });
      return { customer, invoices: rows, invoiceCount: total };
    });
}
