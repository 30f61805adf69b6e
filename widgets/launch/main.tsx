import { mountWidget } from '../common/mount';
import { LaunchPage } from './LaunchPage';

mountWidget(<LaunchPage />);
