/** Resolves after `ms` milliseconds: the stand-in for a network round trip in simulated submissions. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
