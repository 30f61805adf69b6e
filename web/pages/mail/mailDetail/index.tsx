import { mailPage } from '../shared';
import { MailDetail } from './MailDetail';

/** /mailManager/mails-detail?id= (hidden: opened from 我的邮件 and 邮件池) */
export default mailPage(MailDetail);
