import { expect, test } from 'vitest';
import * as shared from './index';

test('the shared package loads', () => {
  expect(shared).toBeTypeOf('object');
});
