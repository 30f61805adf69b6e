// The server as `npm start` runs it (configuration from the environment), knowing the pausing export.
import { loadConfig } from '../../../../server/config';
import { modules } from '../../../../server/modules';
import { start } from '../../../../server/start';
import { pausingExport } from './pausingExport';

await start(loadConfig(), console.log, [...modules, { name: 'crashTest', routes: () => [], exports: [pausingExport] }]);
