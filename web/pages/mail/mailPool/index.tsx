import { mailPage } from '../shared';
import { RoomList } from '../shared/RoomList';

/** /mailManager/mailPool */
export default mailPage(() => <RoomList mode="pool" />);
