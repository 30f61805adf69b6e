import { Messages, ResCode } from '@shared/api/envelope';

/** An expected failure: answered as `{resCode, resDes}` and never logged as a crash. */
export class AppError extends Error {
  constructor(
    readonly resCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const fail = {
  badRequest: (message: string = Messages.badRequest) => new AppError(ResCode.BAD_REQUEST, message),
  loggedOut: () => new AppError(ResCode.LOGGED_OUT, Messages.loggedOut),
  forbidden: () => new AppError(ResCode.FORBIDDEN, Messages.forbidden),
  notFound: (message: string = Messages.notFound) => new AppError(ResCode.NOT_FOUND, message),
  conflict: (message: string) => new AppError(ResCode.CONFLICT, message),
  /** A business rule refused the action (the client shows resDes). */
  refused: (message: string) => new AppError(ResCode.FAILED, message),
  /** A check the user should heed but that is not an error (reviewer calls, spec §8: shown as a warning). */
  warning: (message: string) => new AppError(ResCode.WARNING, message),
};
