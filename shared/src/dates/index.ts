// @parley/shared/dates: dates as the product shows them.
export { formatLongDate, formatShortDate, type DateInput } from './format-date';
