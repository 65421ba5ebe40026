/** The current time; injected where it decides an answer (token expiry, "open now") so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
