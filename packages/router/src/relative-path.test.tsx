import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigate, type Navigate } from './hooks';
import { Link } from './links';
import { isRelativePath } from './relative-path';
import { clickIsLeftToBrowser, renderAt } from './test/test-utils';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('isRelativePath', () => {
  it.each(['pricing', './pricing', '../blog', 'blog/post', '?q=1', '', 'pricing#plans'])(
    'calls %j relative',
    (to) => expect(isRelativePath(to)).toBe(true),
  );
  it.each(['/', '/pricing', '//host.example/x', '#plans', 'https://example.com', 'MAILTO:a@b.c', 'tel:+331'])(
    'calls %j not relative',
    (to) => expect(isRelativePath(to)).toBe(false),
  );
  it('reads a huge `to` in one pass', () => {
    expect(isRelativePath(`a${'b'.repeat(1_000_000)}`)).toBe(true);
    expect(isRelativePath(`a${'+'.repeat(1_000_000)}!:`)).toBe(true);
  });
});

/** Renders a button that navigates to `to` with useNavigate. */
function renderNavigateButton(to: string) {
  let navigate: Navigate = () => {};
  function Grab() {
    navigate = useNavigate();
    return null;
  }
  const view = renderAt('/blog', <Grab />);
  return { ...view, navigate: () => navigate(to) };
}

describe('in development', () => {
  it('throws for a <Link> with a relative `to`, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error too
    expect(() => renderAt('/blog', <Link to="pricing">Pricing</Link>)).toThrow(
      /<Link to>: "pricing" is a relative path.*"\/pricing"/,
    );
  });

  it('throws for navigate() with a relative path, naming it, and does not navigate', () => {
    const { router, navigate } = renderNavigateButton('./foo');
    const spy = vi.spyOn(router, 'navigate');
    expect(navigate).toThrow(/navigate\(\): "\.\/foo" is a relative path.*"\/foo"/);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByLabelText('address')).toHaveTextContent('/blog');
  });

  it('takes root paths, addresses elsewhere and numbers as before', () => {
    renderAt('/', <Link to="https://example.com">Elsewhere</Link>);
    const { navigate, router } = renderNavigateButton('/pricing');
    act(() => navigate());
    expect(router.getState().location.pathname).toBe('/pricing');
  });
});

describe('in production', () => {
  it('leaves a relative <Link> to the browser, as before', () => {
    vi.stubEnv('DEV', false);
    const { router } = renderAt('/', <Link to="blog">Blog</Link>);
    const navigate = vi.spyOn(router, 'navigate');
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', 'blog');
    expect(clickIsLeftToBrowser(link)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads a relative navigate() from the root, as before', () => {
    vi.stubEnv('DEV', false);
    const { navigate, router } = renderNavigateButton('foo');
    act(() => navigate());
    expect(router.getState().location.pathname).toBe('/foo');
  });
});
