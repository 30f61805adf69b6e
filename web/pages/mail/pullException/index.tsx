import { mailPage } from '../shared';
import { PullErrorList } from './PullErrorList';

/** /mailAdministrate/pullException */
export default mailPage(PullErrorList);
