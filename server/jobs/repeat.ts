import { logger } from '../telemetry/logger';

/**
 * Runs `tick` every `ms` (the next run starts `ms` after the previous ended; an error is logged and
 * the next run still comes) until stop(), which waits for the run in progress.
 */
export function repeat(name: string, ms: number, tick: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let over = false;
  const schedule = () => {
    timer = setTimeout(() => {
      current = tick()
        .catch((error: unknown) => logger.error({ err: error, job: name }, 'loop failed'))
        .then(() => {
          if (!over) schedule();
        });
    }, ms);
  };
  schedule();
  return {
    async stop() {
      over = true;
      clearTimeout(timer);
      await current;
    },
  };
}
