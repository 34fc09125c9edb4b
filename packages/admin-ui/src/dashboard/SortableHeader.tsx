import { Table, UnstyledButton } from '@mantine/core';
import type { SortColumn, SortDirection } from './list-params';

export interface SortableHeaderProps {
  column: SortColumn;
  label: string;
  sort: SortColumn;
  direction: SortDirection;
  onSort: (column: SortColumn) => void;
}

/** A column header that sorts the list; aria-sort tells assistive technology the current order. */
export function SortableHeader({ column, label, sort, direction, onSort }: SortableHeaderProps) {
  const active = sort === column;
  const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {label}
        <span aria-hidden="true">{active ? (direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
