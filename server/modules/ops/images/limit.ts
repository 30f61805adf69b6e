/** Conversions running at once in this process: each decodes a whole picture and may take a core. */
const AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a slot is free; later callers wait their turn instead of piling onto the CPU. */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so no newcomer slips in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
