/**
 * The lists an e-mail carries: the enquiries a summary names and the given-up notifications an
 * alert lists. A list is read leniently: an item's text longer than its bound is shortened, an item
 * that is not what the database sends is still listed with what can be read, so no item is ever a
 * reason to refuse the e-mail that lists it.
 */
import { boundedOrEmpty, numberOrNull } from "./text.ts";

/** The longest value each listed text keeps, in UTF-16 code units (the database cuts to the same). */
export const LISTED_LIMITS = {
  created_at: 64,
  name: 101,
  email: 254,
  company: 100,
  service: 20,
  excerpt: 300,
  problem: 500,
} as const;

/** At most this many items of one list are read (the database sends at most 200 and 50). */
export const MAX_LISTED = 500;

/** One held enquiry a summary names. `from_same_range`: how many held enquiries came from its range. */
export type SummaryItem = {
  id: number | null;
  created_at: string;
  name: string;
  email: string;
  company: string;
  service: string;
  excerpt: string;
  from_same_range: number | null;
};

/** A summary's numbers, as a given-up summary is listed. */
export type SummaryNumbers = {
  id: number | null;
  count: number | null;
  first_id: number | null;
  last_id: number | null;
  first_created_at: string;
  last_created_at: string;
};

/** A notification that gave up: one enquiry, or a summary; `problem` is its last one. */
export type GivenUp =
  | { kind: "enquiry"; enquiry_id: number | null; created_at: string; name: string; email: string; problem: string }
  | { kind: "summary"; summary: SummaryNumbers; problem: string };

/** A list read leniently: its items (at most MAX_LISTED) and how many more it held. */
export type Listed<T> = { items: T[]; more: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown, read: (item: Record<string, unknown>) => T): Listed<T> {
  const list = Array.isArray(value) ? value : [];
  return { items: list.slice(0, MAX_LISTED).map((item) => read(isRecord(item) ? item : {})), more: Math.max(list.length - MAX_LISTED, 0) };
}

export function summaryNumbers(value: Record<string, unknown>): SummaryNumbers {
  return {
    id: numberOrNull(value.id),
    count: numberOrNull(value.count),
    first_id: numberOrNull(value.first_id),
    last_id: numberOrNull(value.last_id),
    first_created_at: boundedOrEmpty(value.first_created_at, LISTED_LIMITS.created_at),
    last_created_at: boundedOrEmpty(value.last_created_at, LISTED_LIMITS.created_at),
  };
}

export function summaryItems(value: unknown): Listed<SummaryItem> {
  return listOf(value, (item) => ({
    id: numberOrNull(item.id),
    created_at: boundedOrEmpty(item.created_at, LISTED_LIMITS.created_at),
    name: boundedOrEmpty(item.name, LISTED_LIMITS.name),
    email: boundedOrEmpty(item.email, LISTED_LIMITS.email),
    company: boundedOrEmpty(item.company, LISTED_LIMITS.company),
    service: boundedOrEmpty(item.service, LISTED_LIMITS.service),
    excerpt: boundedOrEmpty(item.excerpt, LISTED_LIMITS.excerpt),
    from_same_range: numberOrNull(item.from_same_range),
  }));
}

export function givenUpItems(value: unknown): Listed<GivenUp> {
  return listOf(value, (item): GivenUp => {
    const problem = boundedOrEmpty(item.problem, LISTED_LIMITS.problem);
    if (isRecord(item.summary)) return { kind: "summary", summary: summaryNumbers(item.summary), problem };
    return {
      kind: "enquiry",
      enquiry_id: numberOrNull(item.enquiry_id),
      created_at: boundedOrEmpty(item.created_at, LISTED_LIMITS.created_at),
      name: boundedOrEmpty(item.name, LISTED_LIMITS.name),
      email: boundedOrEmpty(item.email, LISTED_LIMITS.email),
      problem,
    };
  });
}
