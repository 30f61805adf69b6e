import { mountWidget } from '../common/mount';
import { InboxPage } from './InboxPage';

mountWidget(<InboxPage />);
