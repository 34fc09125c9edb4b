import { createContext, use, useState, type ReactNode } from 'react';

/**
 * File › Save of the native menu: its accelerator takes Ctrl/Cmd+S before the page sees it, so the
 * open editor registers its save here and the menu command runs it.
 */
export interface SaveCommand {
  /** Makes `save` the one File › Save runs; returns the function that withdraws it. */
  register: (save: () => void) => () => void;
  /** Runs the registered save; false when no editor is open. */
  run: () => boolean;
}

export function createSaveCommand(): SaveCommand {
  let current: (() => void) | undefined;
  return {
    register: (save) => {
      current = save;
      // Only its own: an editor that opened meanwhile keeps its save.
      return () => {
        if (current === save) current = undefined;
      };
    },
    run: () => {
      if (!current) return false;
      current();
      return true;
    },
  };
}

const SaveCommandContext = createContext<SaveCommand | null>(null);

export function SaveCommandProvider({ children }: { children: ReactNode }) {
  const [command] = useState(createSaveCommand);
  return <SaveCommandContext value={command}>{children}</SaveCommandContext>;
}

/** The studio's save command; throws when rendered outside <SaveCommandProvider>. */
export function useSaveCommand(): SaveCommand {
  const command = use(SaveCommandContext);
  if (!command) throw new Error('useSaveCommand() needs a <SaveCommandProvider> above it.');
  return command;
}
