import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlaygroundFieldset, PlaygroundInput, PlaygroundSelect } from './PlaygroundFields';

// The playground's one set of plain fields, at both sizes: what assistive technology reads and what
// the form sends must not depend on the size.

const OPTIONS = [{ value: 'tit-for-tat', label: 'Tit for tat' }, 'boulware'];

function form() {
  return (
    <form aria-label="Fields">
      <PlaygroundInput label="Seed" name="seed" type="number" defaultValue="7" aria-describedby="seed-help" />
      <p id="seed-help">Same seed, same run.</p>
      <PlaygroundSelect label="Item" name="item" options={OPTIONS} defaultValue="boulware" />
      <PlaygroundSelect aria-label="Replay speed" options={['1×', '2×']} />
      {['Buyer', 'Supplier A'].map((legend) => (
        <PlaygroundFieldset key={legend} legend={legend}>
          <PlaygroundInput
            size="xs"
            label="Reservation price"
            name={`${legend}_res`}
            aria-invalid
            defaultValue="88"
          />
          <PlaygroundSelect
            size="xs"
            label="Strategy"
            name={`${legend}_strategy`}
            options={OPTIONS}
            defaultValue="tit-for-tat"
          />
        </PlaygroundFieldset>
      ))}
    </form>
  );
}

describe('PlaygroundFields', () => {
  it('names every control by its label at both sizes, passing description, validity, name and value to it', () => {
    render(form());
    const seed = screen.getByRole('spinbutton', { name: 'Seed' });
    expect(seed).toHaveAccessibleDescription('Same seed, same run.');
    expect(seed).toHaveValue(7);
    expect(screen.getByRole('combobox', { name: 'Item' })).toHaveValue('boulware');
    expect(screen.getByRole('combobox', { name: 'Replay speed' })).toBeInTheDocument();
    for (const legend of ['Buyer', 'Supplier A']) {
      const side = within(screen.getByRole('group', { name: legend }));
      const price = side.getByRole('textbox', { name: 'Reservation price' });
      expect(price).toHaveAttribute('name', `${legend}_res`);
      expect(price).toBeInvalid();
      expect(side.getByRole('combobox', { name: 'Strategy' })).toHaveValue('tit-for-tat');
    }
    const sent = new FormData(screen.getByRole<HTMLFormElement>('form', { name: 'Fields' }));
    expect(sent.get('Supplier A_strategy')).toBe('tit-for-tat');
  });

  it('renders on the server, each label pointing at its own control, the chevron at sm only', () => {
    const html = renderToString(form());
    const ids = [...html.matchAll(/<label[^>]* for="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(html).toContain(` id="${id}"`);
    expect(html.match(/<svg/g)).toHaveLength(2);
  });
});
