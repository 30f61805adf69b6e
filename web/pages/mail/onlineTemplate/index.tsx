import { mailPage } from '../shared';
import { TemplateList } from './TemplateList';

/** /mailManager/onlineTemplate */
export default mailPage(TemplateList);
