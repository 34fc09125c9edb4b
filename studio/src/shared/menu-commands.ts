// Apart from the zod schemas of ipc-contract.ts: the preload needs these values at run time, and
// importing the contract's schemas would bundle zod into it (the main process alone validates).

/** Commands the main process sends to the renderer (menu items). */
export const menuCommands = ['new-post', 'save', 'toggle-preview'] as const;
export type MenuCommand = (typeof menuCommands)[number];
export const MENU_COMMAND_CHANNEL = 'menu:command';
