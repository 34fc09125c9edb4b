import { Button } from '@mantine/core';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';
import type { Scenario } from '@parley/negotiation';
import { useEffect, useRef, useState } from 'react';
import type { StrategyMatrix } from './matrix';
import type { MatrixRequest } from './matrix.worker';
import { formatAmount, formatUnitPrice } from './money';

const cellStyle = {
  border: '1px solid var(--parley-border-strong)',
  padding: '4px 8px',
  textAlign: 'left',
} as const;

/** The matrix as a table: rows the buyer's strategy, columns the seller's, each cell its run's deal. */
function MatrixTable({ matrix, scenario }: { matrix: StrategyMatrix; scenario: Scenario }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label="Strategy matrix" style={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 4 }}>
          Rows: the buyer&apos;s strategy; columns: the seller&apos;s. Each cell: the contract&apos;s value
          and unit price. Bold: the strategies set above.
        </caption>
        <thead>
          <tr>
            <th style={cellStyle} scope="col">
              Buyer \ Seller
            </th>
            {matrix.strategies.map((seller) => (
              <th key={seller} style={cellStyle} scope="col">
                {seller}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row, index) => (
            <tr key={matrix.strategies[index]}>
              <th style={cellStyle} scope="row">
                {matrix.strategies[index]}
              </th>
              {row.map((cell) => {
                const chosen =
                  cell.buyer === scenario.buyer.strategy && cell.seller === scenario.seller.strategy;
                return (
                  <td key={cell.seller} style={{ ...cellStyle, fontWeight: chosen ? 700 : 400 }}>
                    {cell.value === undefined || cell.unitPrice === undefined
                      ? 'No deal'
                      : `${formatAmount(cell.value)} (${formatUnitPrice(cell.unitPrice)})`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Every strategy against every other on the visitor's own deal, computed in a Web Worker when asked
 * (some 25 runs: too long a task for a slow phone's page thread). Needs the page's scripts.
 */
export function MatrixPanel({ scenario, seed }: { scenario: Scenario; seed: number }) {
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<{ matrix: StrategyMatrix; scenario: Scenario } | 'computing' | null>(
    null,
  );
  const worker = useRef<Worker | null>(null);
  useEffect(() => {
    setMounted(true);
    return () => worker.current?.terminate();
  }, []);
  // Another deal: the old matrix no longer answers for it.
  useEffect(() => {
    worker.current?.terminate();
    setState(null);
  }, [scenario, seed]);

  const start = () => {
    worker.current?.terminate();
    setState('computing');
    const next = new Worker(new URL('./matrix.worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    next.onmessage = (event: MessageEvent<StrategyMatrix>) => {
      setState({ matrix: event.data, scenario });
      next.terminate();
    };
    next.postMessage({ scenario, seed } satisfies MatrixRequest);
  };

  return (
    <section className={plain.stackSm} aria-labelledby="matrix-title">
      <h2 className={`${typography.title} ${typography.h3}`} id="matrix-title">
        Every strategy on your deal
      </h2>
      <p className={`${typography.textMd} ${typography.regular}`}>
        Each strategy as buyer against each as seller, on the deal set above: one negotiation per cell,
        computed in your browser.
      </p>
      {mounted ? (
        <div className={plain.row}>
          <Button onClick={start} variant="default" loading={state === 'computing'}>
            Compute the matrix
          </Button>
        </div>
      ) : (
        <p className={`${typography.textMd} ${typography.regular} ${typography.dimmed}`}>
          The matrix is computed in your browser once the page&apos;s scripts have loaded.
        </p>
      )}
      {state !== null && state !== 'computing' && (
        <MatrixTable matrix={state.matrix} scenario={state.scenario} />
      )}
    </section>
  );
}
