import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuCommand } from '../../../shared/ipc-contract';
import { bridge } from '../lib/bridge';
import { useSaveCommand } from '../lib/save-command';
import { studioPaths } from '../paths';

/**
 * Runs the native menu's commands, which the main process sends through the preload bridge:
 * File › New Post opens the empty editor, File › Save runs the open editor's save (registered through
 * lib/save-command), View › Toggle Preview calls `togglePreview`.
 */
export function useMenuCommands({ togglePreview }: { togglePreview: () => void }): void {
  const navigate = useNavigate();
  const saveCommand = useSaveCommand();
  useEffect(() => {
    const run: Record<MenuCommand, () => void> = {
      'new-post': () => void navigate(studioPaths.newPost),
      save: () => void saveCommand.run(),
      'toggle-preview': togglePreview,
    };
    return bridge().onMenuCommand((command) => run[command]());
  }, [navigate, saveCommand, togglePreview]);
}
