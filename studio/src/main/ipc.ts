import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { channels, type Channel, type ChannelArgs, type ChannelResults } from '../shared/ipc-contract';

export type IpcHandlers = {
  [C in Channel]: (...args: ChannelArgs<C>) => ChannelResults[C] | Promise<ChannelResults[C]>;
};

/** The frame of an IPC message, as far as the trust check needs it. */
export interface SenderFrame {
  url: string;
  parent: unknown;
}

/**
 * Only the studio's own top-level page may talk to the main process: a frame or a page from anywhere
 * else (an injected iframe, a navigated window) is refused (Electron checklist: validate the sender).
 */
export function createSenderCheck(rendererOrigin: string) {
  return (frame: SenderFrame | null | undefined): boolean => {
    if (!frame || frame.parent) return false;
    try {
      return originOf(frame.url) === rendererOrigin;
    } catch {
      return false;
    }
  };
}

/**
 * URL.origin is "null" for custom schemes such as app://, so build scheme://host ourselves
 * (http(s) origins keep their port).
 */
export function originOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

export class IpcRefusedError extends Error {}

/** Registers every channel of the contract: sender checked, payload validated, then the handler. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: IpcHandlers,
  isTrustedSender: (frame: SenderFrame | null | undefined) => boolean,
): void {
  for (const channel of Object.keys(channels) as Channel[]) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) =>
      dispatch(channel, event.senderFrame, args, handlers, isTrustedSender),
    );
  }
}

/** One IPC call, exported so tests can exercise the checks without Electron. */
export async function dispatch<C extends Channel>(
  channel: C,
  frame: SenderFrame | null | undefined,
  args: unknown[],
  handlers: IpcHandlers,
  isTrustedSender: (frame: SenderFrame | null | undefined) => boolean,
): Promise<ChannelResults[C]> {
  if (!isTrustedSender(frame))
    throw new IpcRefusedError(`Refused ${channel}: the sender is not the studio window`);
  const parsed = channels[channel].request.safeParse(args);
  if (!parsed.success) throw new IpcRefusedError(`Refused ${channel}: invalid payload`);
  const handler = handlers[channel] as (...a: unknown[]) => ChannelResults[C] | Promise<ChannelResults[C]>;
  return handler(...(parsed.data as unknown[]));
}
