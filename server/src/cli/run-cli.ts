/**
 * Runs a command's `main` and exits with the code it returns. A failure exits 1 after printing the
 * error: its message alone when `expected` says it is one the command reports to its user (bad input,
 * a server still running), else the whole error with its stack.
 */
export function runCli(
  main: () => Promise<number>,
  expected: (error: unknown) => error is Error = (error): error is Error => error instanceof Error,
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(expected(error) ? error.message : error);
      process.exit(1);
    },
  );
}
