import { mailPage } from '../shared';
import { LabelList } from './LabelList';

/** /mailAdministrate/tagManager */
export default mailPage(LabelList);
