import { mailPage } from '../shared';
import { OutboxList } from '../shared/OutboxList';

/** /mailManager/drafts */
export default mailPage(() => <OutboxList mode="drafts" />);
