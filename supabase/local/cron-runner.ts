/**
 * pg_cron's part in the local store: every minute, the jobs the migrations scheduled (the stand-in
 * keeps them in cron.job, supabase/local/platform.ts) run as pg_cron would run them, e.g. the
 * retries of e-mail notifications. Only every-minute jobs (`* * * * *`) exist in this project; a
 * job with another schedule is reported instead of being run at the wrong times.
 */
import type { SqlQueries } from "./sql-session";

export const EVERY_MINUTE = "* * * * *";
export const CRON_INTERVAL_MS = 60_000;

type Job = { jobname: string; schedule: string; command: string };

/** Runs each active job once; returns the names of those that failed, with why. */
export async function runCronJobs(db: SqlQueries): Promise<string[]> {
  const jobs = await db.query<Job>("select jobname, schedule, command from cron.job where active order by jobid");
  const problems: string[] = [];
  for (const job of jobs.rows) {
    if (job.schedule !== EVERY_MINUTE) {
      problems.push(`${job.jobname}: schedule "${job.schedule}" is not run by the local store (only "${EVERY_MINUTE}")`);
      continue;
    }
    try {
      await db.exec(job.command);
    } catch (error) {
      problems.push(`${job.jobname}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
