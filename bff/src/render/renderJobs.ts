import { type Database, queryRows } from '@configurator/migrations/db/database';
import { sql } from 'drizzle-orm';
import type { RenderJob } from './renderClient.js';

/** The statements of the queue table `render_jobs`, one row per result key. */

export interface QueuedJob {
  key: string;
  job: RenderJob;
  modelId: string | null;
}

export interface ClaimedJob {
  key: string;
  job: RenderJob;
  model_id: string | null;
  attempts: number;
}

/** Queues jobs that are neither rendered nor queued; a queued one moves up to `priority`. */
export async function insertJobs(db: Database, jobs: readonly QueuedJob[], priority: number): Promise<void> {
  for (let i = 0; i < jobs.length; i += 500) {
    const values = sql.join(
      jobs
        .slice(i, i + 500)
        .map(
          ({ key, job, modelId }) =>
            sql`(${key}::text, ${JSON.stringify(job)}::jsonb, ${priority}::integer, ${modelId}::text, 'queued')`,
        ),
      sql`, `,
    );
    await db.execute(sql`insert into render_jobs (key, job, priority, model_id, state)
      select v.key, v.job, v.priority, v.model_id, v.state
      from (values ${values}) as v(key, job, priority, model_id, state)
      where not exists (select 1 from render_results r where r.key = v.key)
      on conflict (key) do update set priority = least(render_jobs.priority, excluded.priority)`);
  }
}

/**
 * Takes up to `limit` jobs, the most urgent first, for `owner` until the lease runs out: queued
 * ones and those whose holder's lease ran out. Jobs another server is claiming are skipped.
 */
export async function claimJobs(
  db: Database,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> {
  const rows = await queryRows<ClaimedJob>(
    db,
    sql`update render_jobs set state = 'running', attempts = attempts + 1, lease_owner = ${owner},
        lease_until = now() + ${leaseMs} * interval '1 millisecond', node_url = null
      where key in (
        select key from render_jobs
        where state = 'queued' or lease_until < now()
        order by priority, created_at
        limit ${limit}
        for update skip locked)
      returning key, job, model_id, attempts`,
  );
  return rows.map((row) => ({
    ...row,
    job: (typeof row.job === 'string' ? JSON.parse(row.job) : row.job) as RenderJob,
  }));
}

export async function assignNode(db: Database, key: string, nodeUrl: string): Promise<void> {
  await db.execute(sql`update render_jobs set node_url = ${nodeUrl} where key = ${key}`);
}

/** Back to the queue, for any server: the node failed it or there was none free. */
export async function releaseJob(db: Database, key: string, owner: string, reason: string): Promise<void> {
  await db.execute(sql`update render_jobs set state = 'queued', lease_owner = null, lease_until = null,
      node_url = null, last_error = ${reason} where key = ${key} and lease_owner = ${owner}`);
}

/** Every job `owner` holds back to the queue at once (the server stops). */
export async function releaseAllJobs(db: Database, owner: string): Promise<void> {
  await db.execute(sql`update render_jobs set state = 'queued', lease_owner = null, lease_until = null,
      node_url = null where lease_owner = ${owner}`);
}

export async function deleteJob(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from render_jobs where key = ${key}`);
}

/** Removes a job no server has claimed yet. */
export async function deleteQueuedJob(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from render_jobs where key = ${key} and state = 'queued'`);
}

/** Jobs running under a lease, by node. */
export async function runningByNode(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ node_url: string; n: string | number }>(
    db,
    sql`select node_url, count(*) as n from render_jobs
      where state = 'running' and lease_until > now() and node_url is not null group by node_url`,
  );
  return new Map(rows.map((row) => [row.node_url, Number(row.n)]));
}

/** Jobs waiting and running in the whole deployment. */
export async function countJobs(db: Database): Promise<{ queued: number; running: number }> {
  const rows = await queryRows<{ state: string; n: string | number }>(
    db,
    sql`select state, count(*) as n from render_jobs group by state`,
  );
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  return { queued: count('queued'), running: count('running') };
}
