import { fetchLeadHistory, type LeadAddress } from '../leads/lead-history';
import { fetchLeadStats } from '../leads/lead-stats';
import { fetchLeadsPage, type LeadsQuery } from '../leads/leads-page';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** The leads queries, one factory each; every key is under `['leads']`. */
export const leadQueries = {
  /** One page of the inbox with the database's exact count; the key holds the query. */
  page: (source: ClientSource, query: LeadsQuery) =>
    clientQuery(queryKeys.leads.page(query), source, (client) => fetchLeadsPage(client, query)),
  /** Counts by kind and leads per week (admins only). */
  stats: (source: ClientSource) => clientQuery(queryKeys.leads.stats, source, fetchLeadStats),
  /** The newest submissions of one kind and address (admins only). */
  history: (source: ClientSource, address: LeadAddress) =>
    clientQuery(queryKeys.leads.history(address.kind, address.email), source, (client) =>
      fetchLeadHistory(client, address),
    ),
};
