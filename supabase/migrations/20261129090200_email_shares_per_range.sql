-- Individual e-mails are shared out by the ranges a party controls, and a slot once taken stays
-- taken for its hour whatever is deleted.
--
-- * Shares (private.enquiry_notification_shares()): in any hour, at most per_sender individual
--   e-mails per sender (the rate limit's bucket: an IPv4 address, an IPv6 /64, or the one bucket
--   of requests without a usable address), per_ipv6_56 per IPv6 /56 and per_ipv6_48 per IPv6 /48.
--   A home connection holds a /56 (256 /64s), a hosting customer a /48 (65,536): rotating /64s
--   inside them takes no more than their range's share, and the other slots of the hourly cap
--   stay free for everyone else. A row without a sender (dashboard, service role) meets only the
--   cap.
--
-- * The record is the slot. Taking a slot writes its sender and the sender's /56 and /48 onto the
--   slot (private.enquiry_notification_slots), and the shares are counted on the slots of the last
--   hour: deleting an enquiry (its notification goes with it) frees no share. The scheduled job
--   erases a slot's sender an hour after it was taken.
--
-- * Exact under concurrency, never waiting: one sender's rows are serialised by the rate limit's
--   lock; the rows of one IPv6 /48 by a transaction-level advisory lock taken with
--   pg_try_advisory_xact_lock. When another open transaction holds that range's lock, the enquiry
--   is held for the summary rather than waiting, as when every free slot is held by open
--   transactions.

create function private.enquiry_notification_shares(
  out per_sender integer,
  out per_ipv6_56 integer,
  out per_ipv6_48 integer
)
  language sql
  immutable
  set search_path = ''
as $$
  select
    -- individual e-mails per sender (IPv4 address, IPv6 /64, the no-address bucket) and hour
    1,
    -- per IPv6 /56 (a home connection's range) and hour
    2,
    -- per IPv6 /48 (a site's or hosting customer's range) and hour
    3
$$;

comment on function private.enquiry_notification_shares() is
  'How many individual e-mails an hour one sender, one IPv6 /56 and one IPv6 /48 may take of the hourly cap.';

revoke all on function private.enquiry_notification_shares() from public;

alter table private.enquiry_notification_slots
  add column sender text,
  add column range_56 cidr,
  add column range_48 cidr;

comment on column private.enquiry_notification_slots.sender is 'The sender whose individual e-mail took the slot; erased an hour after used_at.';
comment on column private.enquiry_notification_slots.range_56 is 'The IPv6 /56 of that sender (NULL for others); erased with the sender.';
comment on column private.enquiry_notification_slots.range_48 is 'The IPv6 /48 of that sender (NULL for others); erased with the sender.';

create index enquiry_notification_slots_used_at_idx on private.enquiry_notification_slots (used_at);

-- Takes a free slot of the hourly cap for an individual e-mail of `claimant` (a sender, or NULL),
-- never waiting; false when the sender or one of its ranges has had its share this hour, when no
-- slot is free, or when another open transaction holds the sender's /48.
create function private.claim_enquiry_notification_slot(claimant text)
  returns boolean
  language plpgsql
  set search_path = ''
as $$
declare
  limits record := private.enquiry_notification_limits();
  shares record := private.enquiry_notification_shares();
  address inet;
  in_56 cidr;
  in_48 cidr;
  claimed integer;
begin
  if claimant is not null and claimant <> 'no usable address' then
    address := claimant::inet;
    if pg_catalog.family(address) = 6 then
      in_56 := pg_catalog.network(pg_catalog.set_masklen(address, 56));
      in_48 := pg_catalog.network(pg_catalog.set_masklen(address, 48));
      if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended('enquiry e-mail range ' || in_48::text, 0)) then
        return false;
      end if;
    end if;
  end if;

  if claimant is not null and (
       (select count(*) from private.enquiry_notification_slots
         where sender = claimant and used_at > now() - interval '1 hour') >= shares.per_sender
    or (select count(*) from private.enquiry_notification_slots
         where range_56 = in_56 and used_at > now() - interval '1 hour') >= shares.per_ipv6_56
    or (select count(*) from private.enquiry_notification_slots
         where range_48 = in_48 and used_at > now() - interval '1 hour') >= shares.per_ipv6_48) then
    return false;
  end if;

  if not exists (select 1 from private.enquiry_notification_slots where slot = limits.hourly_cap) then
    -- The cap was raised: its new slots.
    insert into private.enquiry_notification_slots (slot)
    select pg_catalog.generate_series(1, limits.hourly_cap)
    on conflict (slot) do nothing;
  end if;
  update private.enquiry_notification_slots
     set used_at = now(), sender = claimant, range_56 = in_56, range_48 = in_48
   where slot = (
     select slot from private.enquiry_notification_slots
      where slot <= limits.hourly_cap and used_at <= now() - interval '1 hour'
      order by slot
      limit 1
      for update skip locked)
  returning slot into claimed;
  return claimed is not null;
end;
$$;

comment on function private.claim_enquiry_notification_slot(text) is
  'Takes a free slot of the hourly cap for an individual e-mail of the sender, within the shares of the sender, its IPv6 /56 and /48 (private.enquiry_notification_shares); false, never waiting, when it may not.';

revoke all on function private.claim_enquiry_notification_slot(text) from public;

create or replace function private.queue_enquiry_notification()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  request_sender text := private.request_sender();
  notification bigint;
begin
  if private.claim_enquiry_notification_slot(request_sender) then
    insert into private.enquiry_notifications (submission_id, sender)
    values (new.id, request_sender)
    returning id into notification;
    perform private.attempt_enquiry_notification(notification);
  else
    insert into private.enquiry_notifications (submission_id, sender, state) values (new.id, request_sender, 'held');
  end if;
  return null;
end;
$$;

comment on function private.queue_enquiry_notification() is
  'After-insert trigger on public.contact_submissions: e-mails the enquiry on its own when a slot of the hourly cap is free within the shares of its sender and the sender''s IPv6 ranges, else holds it for the hourly summary; never fails the insert.';

drop function private.claim_enquiry_notification_slot();
