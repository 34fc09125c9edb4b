// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server bundle leaves react-dom/server to Node, which picks React's build by NODE_ENV when it
// is first imported: without it, the site served and prerendered with React's development build
// (slower renders, debug checks, and its file names in every stack trace a visitor's error logs).
// Set in the scripts, because an ES module's imports run before any line of it could set it.
const scripts = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the site's scripts run React's production build", () => {
  it('serves with NODE_ENV=production', () => {
    expect(scripts.serve).toMatch(/^NODE_ENV=production node /);
  });

  it('prerenders with NODE_ENV=production', () => {
    // The build script runs the release build (build/build-release.ts), which starts the prerender
    // step as a process of its own with NODE_ENV set.
    expect(scripts.build).toBe('tsx build/build-release.ts');
    const release = readFileSync(new URL('./build-release.ts', import.meta.url), 'utf8');
    expect(release).toMatch(
      /node\(\[join\(releaseDir, 'server\/prerender\.js'\)\], \{ \.\.\.env, NODE_ENV: 'production' \}\)/,
    );
  });
});
