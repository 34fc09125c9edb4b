// @parley/shared/paging: what every paginated list shares (page shape, search pattern); below posts/, leads/ and authors/.
export { containsPattern, MAX_LIST_SEARCH_LENGTH } from './contains-pattern';
export { MAX_ADMIN_PAGE_SIZE, toListPage, type ListPage } from './list-page';
