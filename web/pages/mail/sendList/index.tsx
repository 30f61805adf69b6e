import { mailPage } from '../shared';
import { OutboxList } from '../shared/OutboxList';

/** /mailManager/sendList */
export default mailPage(() => <OutboxList mode="sent" />);
