import { loadConfig } from './config';
import { DEFAULT_TELEMETRY } from './telemetry/config';
import { setupTracing } from './telemetry/tracing';

async function main() {
  const config = loadConfig();
  const telemetry = config.telemetry ?? DEFAULT_TELEMETRY;
  // Before express and pg are loaded (start is imported after), so their instrumentation can patch them.
  setupTracing({ slowMs: telemetry.slowMs, otlpEndpoint: telemetry.otlpEndpoint, instrument: !!telemetry.otlpEndpoint });
  const { start } = await import('./start');
  return start(config);
}

main()
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
