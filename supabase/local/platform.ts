import type { SqlQueries } from "./sql-session";

/**
 * What every Supabase project has before its own migrations run, recreated for PGlite and for a
 * plain PostgreSQL server: the API roles and their default privileges, and stand-ins for the
 * platform extensions the migrations call but neither ships (Vault for secrets, pg_net for
 * outgoing HTTP, pg_cron for scheduled jobs).
 *
 * The stand-ins keep the names and signatures the migrations use, nothing more:
 * - `vault.decrypted_secrets` (name, decrypted_secret) and `vault.create_secret(secret, name)`;
 *   values are stored in plain text here, which is fine for a developer's own machine.
 * - `net.http_post(...)` queues the request in `net.http_request_queue` and returns its id, as
 *   pg_net does; nothing is ever sent (the local store has no outgoing network by design), so
 *   tests read the queue to see what would have been sent. `net._http_response` exists, empty.
 * - `cron.schedule(job_name, schedule, command)` and `cron.unschedule(job_name)` keep the jobs in
 *   `cron.job`, as pg_cron does; nothing runs them by itself: the local store runs them
 *   (cron-runner.ts), tests call the jobs' functions when they want them to run.
 *
 * Each piece is applied when it is missing, so a store made before a piece existed gets it on its
 * next start.
 */
const ROLES_AND_SECRETS_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  create role authenticator login noinherit;
  grant anon, authenticated, service_role to authenticator;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

  create schema vault;
  create table vault.secrets (
    id uuid primary key default gen_random_uuid(),
    name text unique,
    description text not null default '',
    secret text not null,
    created_at timestamptz not null default now()
  );
  create view vault.decrypted_secrets as
    select id, name, description, secret, secret as decrypted_secret, created_at from vault.secrets;
  create function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
    returns uuid language sql
    as $$ insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id $$;

  create schema net;
  create table net.http_request_queue (
    id bigserial primary key,
    method text not null,
    url text not null,
    headers jsonb not null,
    body jsonb,
    timeout_milliseconds integer not null
  );
  create table net._http_response (
    id bigint,
    status_code integer,
    content_type text,
    headers jsonb,
    content text,
    timed_out boolean,
    error_msg text,
    created timestamptz not null default now()
  );
  create function net.http_post(
    url text,
    body jsonb default '{}'::jsonb,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds integer default 5000
  ) returns bigint language sql
    as $$
      insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
      values ('POST', url, headers, body, timeout_milliseconds)
      returning id
    $$;
`;

const CRON_SQL = `
  create schema cron;
  create table cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    jobname text unique,
    active boolean not null default true
  );
  create function cron.schedule(job_name text, schedule text, command text)
    returns bigint language sql
    as $$
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
      returning jobid
    $$;
  create function cron.unschedule(job_name text)
    returns boolean language sql
    as $$ with gone as (delete from cron.job where jobname = job_name returning 1) select exists (select 1 from gone) $$;
`;

/** Each piece, and the query that says whether it is there already. */
const PLATFORM_PIECES: Array<{ present: string; sql: string }> = [
  { present: "select exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') as present", sql: ROLES_AND_SECRETS_SQL },
  { present: "select to_regnamespace('cron') is not null as present", sql: CRON_SQL },
];

/** Applies the pieces the database lacks. */
export async function applyPlatform(db: SqlQueries): Promise<void> {
  for (const piece of PLATFORM_PIECES) {
    const result = await db.query<{ present: boolean }>(piece.present);
    if (!result.rows[0]?.present) await db.exec(piece.sql);
  }
}
