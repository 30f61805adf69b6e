import { mailPage } from '../shared';
import { PullConfigure } from './PullConfigure';

/** /mailAdministrate/pullConfigure */
export default mailPage(PullConfigure);
