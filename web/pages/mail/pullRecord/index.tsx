import { mailPage } from '../shared';
import { PullLogList } from './PullLogList';

/** /mailAdministrate/pullRecord (hidden: opened from 拉取异常) */
export default mailPage(PullLogList);
