/**
 * Bisection on an interval where a test holds on one side of an unknown point and fails on the other: `good`
 * is a value where it holds, `bad` one where it fails (either may be the larger). Each of `rounds` steps
 * halves the interval and keeps the half that still has a good end and a bad end; returns the final pair
 * [good, bad], so a caller takes the last place the test held or the first place it failed.
 */
export function bisect(good: number, bad: number, holds: (x: number) => boolean, rounds: number): [number, number] {
  for (let k = 0; k < rounds; k++) {
    const mid = (good + bad) / 2;
    if (holds(mid)) good = mid;
    else bad = mid;
  }
  return [good, bad];
}
