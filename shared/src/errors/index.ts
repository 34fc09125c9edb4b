// @parley/shared/errors: the data layer's errors, below every folder that reads or writes records.
export { DataError, InvalidPostError, isNotFoundError, NotFoundError, SlugTakenError } from './data-errors';
