/** Why a running job was told to end early (the reason of its signal). */
export type CutOffCause = 'timeout' | 'stopping' | 'lease lost';

export class JobCutOff extends Error {
  constructor(readonly why: CutOffCause) {
    super(`job cut off: ${why}`);
  }
}

/** The cause a job's signal was aborted with, if any. */
export function cutOffCause(signal: AbortSignal | undefined): CutOffCause | undefined {
  return signal?.aborted && signal.reason instanceof JobCutOff ? signal.reason.why : undefined;
}
