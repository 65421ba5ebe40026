import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  const withScheduler = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete withScheduler.scheduler;
    jest.useRealTimers();
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    withScheduler.scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

  it('else goes on after a zero timeout: in a later task, not in this one', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await yielded;
    expect(resumed).toBe(true);
  });
});
