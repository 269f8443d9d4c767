import assert from "node:assert/strict";
import { NumberCounter } from "./number_counter.ts";

Deno.test("NumberCounter counts like a Map for small and large integer keys", () => {
  const c = new NumberCounter(4);
  const reference = new Map<number, number>();
  let x = 12345;
  for (let i = 0; i < 50000; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const key = (x % 3000) * 2 ** 30 + (x % 7);
    c.add(key);
    reference.set(key, (reference.get(key) ?? 0) + 1);
  }
  assert.equal(c.size, reference.size);
  for (const [k, n] of reference) assert.equal(c.get(k), n);
  assert.equal(c.get(2 ** 52 + 1), 0);
  let total = 0;
  c.forEach((_, n) => (total += n));
  assert.equal(total, 50000);
});
