// @parley/shared/leads: a visitor's lead, the admin's inbox pages, history, stats and handling.
export {
  isTooManyLeads,
  submitLead,
  TOO_MANY_LEADS_CODE,
  VISITOR_ADDRESS_HEADER,
  type LeadSubmission,
} from './leads';
export { fetchLeadHistory, LEAD_HISTORY_LIMIT, type LeadAddress } from './lead-history';
export {
  fetchLeadsPage,
  forEachLeadsPage,
  LEAD_COLUMNS,
  LEAD_SORTS,
  LEADS_PAGE_SIZE,
  MAX_LEADS_SEARCH_LENGTH,
  type ForEachLeadsPageOptions,
  type LeadsExportProgress,
  type LeadsFilter,
  type LeadSort,
  type LeadsQuery,
} from './leads-page';
export { fetchLeadStats, type LeadStats } from './lead-stats';
export { markLeadsHandled, setLeadHandled } from './lead-handled';
