import { mailPage } from '../shared';
import { RoomList } from '../shared/RoomList';

/** /mailManager/my-mails */
export default mailPage(() => <RoomList mode="mine" />);
