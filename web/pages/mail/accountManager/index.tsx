import { mailPage } from '../shared';
import { AccountList } from './AccountList';

/** /mailAdministrate/accountManager */
export default mailPage(AccountList);
