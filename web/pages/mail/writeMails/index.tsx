import { mailPage } from '../shared';
import { WriteMail } from './WriteMail';

/** /mailManager/write-mails */
export default mailPage(WriteMail);
