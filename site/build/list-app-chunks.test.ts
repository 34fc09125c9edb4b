// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkClosure } from './list-app-chunks';

function chunk(fileName: string, imports: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, imports } as unknown as Rollup.OutputChunk;
}

describe('chunkClosure', () => {
  const bundle = {
    'start.js': chunk('start.js', ['react-dom.js', 'providers.js']),
    'providers.js': chunk('providers.js', ['react-dom.js', 'box.js']),
    'react-dom.js': chunk('react-dom.js', []),
    'box.js': chunk('box.js', ['react-dom.js']),
    'admin.js': chunk('admin.js', ['box.js']),
    'style.css': { type: 'asset', fileName: 'style.css' },
  } as unknown as Rollup.OutputBundle;

  it('lists a chunk and everything it imports, each once, and nothing it does not need', () => {
    expect(chunkClosure(bundle, bundle['start.js'] as Rollup.OutputChunk).sort()).toEqual([
      'box.js',
      'providers.js',
      'react-dom.js',
      'start.js',
    ]);
  });

  it('stops at imports that are not chunks of the bundle', () => {
    const lone = chunk('lone.js', ['elsewhere.js']);
    expect(chunkClosure({ ...bundle, 'lone.js': lone }, lone)).toEqual(['lone.js']);
  });
});
