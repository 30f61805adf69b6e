import { loadConfig } from './config';
import { start } from './start';

start(loadConfig())
  .then((running) => {
    const stop = () => {
      running.stop().then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: Error) => {
    console.error(`Crossdock could not start: ${error.message}`);
    process.exit(1);
  });
