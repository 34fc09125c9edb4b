import { describe, expect, it, vi } from 'vitest';
import { createSaveCommand } from './save-command';

describe('createSaveCommand', () => {
  it('runs the registered save, and nothing once it is withdrawn', () => {
    const command = createSaveCommand();
    expect(command.run()).toBe(false);
    const save = vi.fn();
    const withdraw = command.register(save);
    expect(command.run()).toBe(true);
    expect(save).toHaveBeenCalledOnce();
    withdraw();
    expect(command.run()).toBe(false);
    expect(save).toHaveBeenCalledOnce();
  });

  it('keeps the save of an editor that opened before the previous one withdrew its own', () => {
    const command = createSaveCommand();
    const first = vi.fn();
    const second = vi.fn();
    const withdrawFirst = command.register(first);
    command.register(second);
    withdrawFirst();
    command.run();
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
