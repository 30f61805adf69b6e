import { mountWidget } from '../common/mount';
import { DetailPage } from './DetailPage';

mountWidget(<DetailPage />);
