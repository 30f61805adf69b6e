import { mailPage } from '../shared';
import { TemplateEditor } from './TemplateEditor';

/** /mailManager/add-template (hidden: opened from 在线模板) */
export default mailPage(TemplateEditor);
