import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations, applyPlatform, applySeed } from './apply-schema';
import { findPostgresBindir, MISSING_POSTGRES_MESSAGE } from './postgres-binaries';
import { startPostgresCluster } from './postgres-cluster';
import { connect, TEMPLATE_DATABASE } from './postgres-engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL server; empty when the binaries are missing. */
    postgresUrl: string;
  }
}

/**
 * Once per test run of the `database-postgres` project: starts a throwaway PostgreSQL cluster and
 * builds the template database every test file copies (platform SQL, every migration, seed). A
 * migration that fails on PostgreSQL fails here, naming the file. Stops the cluster afterwards.
 */
export default async function setup(project: TestProject) {
  const bindir = findPostgresBindir();
  if (!bindir) {
    console.warn(MISSING_POSTGRES_MESSAGE);
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startPostgresCluster(bindir);
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const template = connect(url.toString());
    try {
      await applyPlatform(template);
      await applyMigrations(template);
      await applySeed(template);
    } finally {
      await template.close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  console.info(`database tests on ${cluster.version}, port ${cluster.port}`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
