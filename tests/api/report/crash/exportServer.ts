// The server as `npm start` runs it (configuration from the environment), knowing the pausing export.
import { loadConfig } from '../../../../server/config';
import { start } from '../../../../server/start';
import './pausingExport';

await start(loadConfig());
