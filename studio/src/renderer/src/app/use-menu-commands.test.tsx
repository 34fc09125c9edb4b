// @vitest-environment jsdom
import '@parley/admin-ui/test-setup';
import { act, renderHook } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuCommand, StudioBridge } from '../../../shared/ipc-contract';
import { SaveCommandProvider, useSaveCommand } from '../lib/save-command';
import { studioPaths } from '../paths';
import { useMenuCommands } from './use-menu-commands';

let listeners: Set<(command: MenuCommand) => void>;
const send = (command: MenuCommand) => act(() => listeners.forEach((listener) => listener(command)));

beforeEach(() => {
  listeners = new Set();
  window.parley = {
    onMenuCommand: (listener: (command: MenuCommand) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as StudioBridge;
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={[studioPaths.posts]}>
    <SaveCommandProvider>{children}</SaveCommandProvider>
  </MemoryRouter>
);

/** The hook as the shell runs it, beside an editor that registered `save`. */
function renderShell(save: () => void, togglePreview = vi.fn()) {
  const view = renderHook(
    () => {
      useMenuCommands({ togglePreview });
      const saveCommand = useSaveCommand();
      useEffect(() => saveCommand.register(save), [saveCommand]);
      return useLocation().pathname;
    },
    { wrapper },
  );
  return { ...view, togglePreview };
}

describe('useMenuCommands', () => {
  it('File › Save calls the open editor’s save, once, and fakes no keystroke', () => {
    const save = vi.fn();
    const keydown = vi.fn();
    document.addEventListener('keydown', keydown);
    renderShell(save);
    send('save');
    expect(save).toHaveBeenCalledOnce();
    expect(keydown).not.toHaveBeenCalled();
    document.removeEventListener('keydown', keydown);
  });

  it('File › New Post opens the empty editor; View › Toggle Preview toggles the preview', () => {
    const { result, togglePreview } = renderShell(vi.fn());
    send('new-post');
    expect(result.current).toBe(studioPaths.newPost);
    send('toggle-preview');
    expect(togglePreview).toHaveBeenCalledOnce();
  });

  it('stops listening when the shell closes', () => {
    const save = vi.fn();
    const { unmount } = renderShell(save);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
