import { Button, Card } from '@mantine/core';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';
import type { StrategyName } from '@parley/negotiation';
import { counterpartLabel, describeLearnedWeights } from './learning-store';
import type { Learning } from './use-learning';

const runs = (count: number) => `${count} past run${count === 1 ? '' : 's'}`;

/**
 * Learning across runs: the buyer agent's model of the seller, kept in this browser per seller
 * strategy. Rendered on the server too, without storage (controls disabled until the page has mounted).
 */
export function LearningPanel({ learning, seller }: { learning: Learning; seller: StrategyName }) {
  const { available, enabled, stored, prior, failed } = learning;
  const who = counterpartLabel(seller);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="learning-title">
      <div className={plain.stack6}>
        <h3 className={`${typography.title} ${typography.h5}`} id="learning-title">
          Learning across runs
        </h3>
        <p className={`${typography.textSm} ${typography.regular}`}>
          The buyer agent models the seller from its offers. With this on, each run starts from the model
          learned in earlier runs against {who} and adds to it. It is kept in this browser only.
        </p>
        <div className={plain.row}>
          {/* A toggle button (aria-pressed): a Mantine Checkbox would add its stylesheet to every page. */}
          <Button
            variant={enabled ? 'filled' : 'default'}
            size="xs"
            aria-pressed={enabled}
            disabled={!available}
            onClick={() => learning.setEnabled(!enabled)}
          >
            Use what was learned from past runs
          </Button>
          <Button variant="default" size="xs" onClick={learning.forget} disabled={!available || !stored}>
            Forget what was learned
          </Button>
        </div>
        <p
          className={`${typography.textSm} ${typography.regular}`}
          role="status"
          data-testid="learning-status"
        >
          {!available
            ? 'Learning across runs needs JavaScript and this browser’s storage.'
            : stored
              ? `${runs(stored.runs)} against ${who} remembered. The buyer’s estimate of the seller’s priorities: ${describeLearnedWeights(stored.model)}.${prior ? ' This run started from what was learned before it.' : ''}`
              : `Nothing learned about ${who} yet.`}
        </p>
        {failed && (
          <p className={`${typography.textSm} ${typography.regular} ${plain.danger}`} role="alert">
            This browser did not let the page store what was learned.
          </p>
        )}
      </div>
    </Card>
  );
}
