import { describe, expect, it, vi } from 'vitest';
import { guardNavigation, isSafeExternalUrl } from '../../src/main/navigation';

describe('external links', () => {
  it.each(['https://parley.example/docs', 'http://127.0.0.1:5173/blog'])('opens %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'smb://host/share', 'data:text/html,x', 'nonsense'])(
    'refuses %s',
    (url) => {
      expect(isSafeExternalUrl(url)).toBe(false);
    },
  );
});

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url?: string) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  return {
    contents: {
      on: vi.fn((name: string, listener: (event: { preventDefault(): void }, url?: string) => void) => {
        listeners.set(name, listener);
      }),
      setWindowOpenHandler: vi.fn((handler: (details: { url: string }) => { action: string }) => {
        openHandler = handler;
      }),
    },
    navigate(url: string) {
      const event = { preventDefault: vi.fn() };
      listeners.get('will-navigate')!(event, url);
      return event;
    },
    openWindow: (url: string) => openHandler!({ url }),
    emit(name: string) {
      const event = { preventDefault: vi.fn() };
      listeners.get(name)!(event);
      return event;
    },
  };
}

describe('the window guard', () => {
  it('never navigates the studio window, and sends web links to the system browser', () => {
    const fake = fakeContents();
    const openExternal = vi.fn();
    guardNavigation(fake.contents as never, openExternal);

    expect(fake.navigate('https://parley.example/').preventDefault).toHaveBeenCalled();
    expect(fake.navigate('file:///etc/passwd').preventDefault).toHaveBeenCalled();
    expect(openExternal.mock.calls).toEqual([['https://parley.example/']]);
  });

  it('guards a contents once, however often asked (a link must open the browser once)', () => {
    const fake = fakeContents();
    const openExternal = vi.fn();
    guardNavigation(fake.contents as never, openExternal);
    const listeners = fake.contents.on.mock.calls.length;
    guardNavigation(fake.contents as never, openExternal);
    expect(fake.contents.on).toHaveBeenCalledTimes(listeners);
    expect(fake.contents.setWindowOpenHandler).toHaveBeenCalledTimes(1);
  });

  it('denies every new window and opens only http(s) ones externally', () => {
    const fake = fakeContents();
    const openExternal = vi.fn();
    guardNavigation(fake.contents as never, openExternal);

    expect(fake.openWindow('https://parley.example/blog')).toEqual({ action: 'deny' });
    expect(fake.openWindow('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://parley.example/blog']]);
  });

  it('blocks webviews and redirects', () => {
    const fake = fakeContents();
    guardNavigation(fake.contents as never, vi.fn());
    expect(fake.emit('will-attach-webview').preventDefault).toHaveBeenCalled();
    expect(fake.emit('will-redirect').preventDefault).toHaveBeenCalled();
  });
});
