/**
 * Integer helpers shared by every layer: the project's one greatest common divisor.
 */

/** Greatest common divisor of |a| and |b| for safe integers (gcd(0, 0) = 0; never -0). */
export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a + 0;
}
