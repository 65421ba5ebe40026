// One error shape for every failure the API reports: { error: { message, code, fields? } }.
// Handlers throw AppError; the error handler in app.ts turns it into the envelope.

export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'UNAUTHENTICATED'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'RATE_LIMITED'
  | 'PASSWORD_ALREADY_SET'
  | 'INVALID_TOKEN'
  | 'NOT_CONFIGURED'
  | 'INTERNAL';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You may not do that') => new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'You are not authenticated') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const badRequest = (message: string, fields?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);
