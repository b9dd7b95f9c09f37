import { performance } from 'node:perf_hooks';
import { PasswordHasher } from './password-hasher';

const hasher = new PasswordHasher();

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < 5; n++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2];
}

it('hashes with argon2id at the OWASP parameters, salted', async () => {
  const first = await hasher.hash('Demo!2026');
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  expect(await hasher.hash('Demo!2026')).not.toBe(first);
});

it('accepts the right password only', async () => {
  const hash = await hasher.hash('Demo!2026');
  expect(await hasher.verify(hash, 'Demo!2026')).toBe(true);
  expect(await hasher.verify(hash, 'demo!2026')).toBe(false);
});

it('refuses an account without a password after as much work as a wrong password', async () => {
  const hash = await hasher.hash('Demo!2026');
  expect(await hasher.verify(null, 'Demo!2026')).toBe(false);
  const wrongPassword = await medianMs(() => hasher.verify(hash, 'Wrong!2026'));
  const noAccount = await medianMs(() => hasher.verify(undefined, 'Wrong!2026'));
  expect(noAccount).toBeGreaterThan(wrongPassword * 0.5);
});
