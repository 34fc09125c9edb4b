// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLimited } from './read-limited-body';

/** A POST whose body is `stream`, as the Node server hands one over. */
const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('https://parley.example/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body that sends `first` and then, every `everyMs`, one more byte, forever (a slowloris). */
function trickle(first: Uint8Array, everyMs: number) {
  let cancelled = false;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (cancelled) return;
      sent += 1;
      controller.enqueue(new Uint8Array([0x20]));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled, sent: () => sent };
}

describe('readLimited', () => {
  it('reads a body within the limit and the time', async () => {
    const body = await readLimited(post('a=1&b=2'), 100, 1000);
    expect(new TextDecoder().decode(body as Uint8Array)).toBe('a=1&b=2');
  });

  it('refuses a declared or a streamed body over the limit', async () => {
    expect(await readLimited(post('x'.repeat(10), { 'Content-Length': '10' }), 5, 1000)).toBe('too_large');
    expect(await readLimited(post('x'.repeat(10)), 5, 1000)).toBe('too_large');
  });

  it('gives up on a body that never ends (a slowloris: a byte now and then, never past the limit), and cancels it', async () => {
    const slow = trickle(new Uint8Array(100).fill(0x20), 20);
    const started = performance.now();
    expect(await readLimited(post(slow.stream), 64 * 1024, 300)).toBe('timed_out');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(5000);
    expect(slow.cancelled()).toBe(true);
    const sent = slow.sent();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.sent()).toBeLessThanOrEqual(sent + 1);
  });

  it('gives up on a body that sends nothing at all', async () => {
    const silent = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    expect(await readLimited(post(silent), 1024, 100)).toBe('timed_out');
  });
});
