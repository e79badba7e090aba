/**
 * Failures on demand, each the way a real feed fails: an HTTP status (500 by default, 429,
 * 503…), no answer at all (the client's timeout must end it), `Success: false` with a Code and
 * Message, a malformed record (by default the first record's Price as text), and a missing page
 * (a 404, or an empty page while RowsCount announces rows). A rule can target one endpoint, one
 * page (1 = rows 1-50) and a number of requests; it counts the requests it failed.
 */
export type FailureKind =
  | { kind: 'status'; status?: number; retryAfter?: string }
  | { kind: 'timeout' }
  | { kind: 'refuse'; code?: number; message?: string }
  | { kind: 'malformed'; record?: number; field?: string; value?: unknown }
  | { kind: 'missing-page'; as?: '404' | 'empty' }
  /** A 200 whose body is not the API's JSON (a proxy's page in its place). */
  | { kind: 'not-json' };

export type FailureRule = FailureKind & {
  /** Only this endpoint (GetPropertyList…); every endpoint without it. */
  endpoint?: string;
  /** Only this page of a paged call (1 for Limit1 1, 2 for Limit1 51…). */
  page?: number;
  /** The first N matching requests; every one without it. */
  times?: number;
};

export interface InjectedFailure {
  readonly rule: FailureRule;
  /** The requests it failed so far. */
  readonly hits: number;
}

const PAGE_ROWS = 50;

/** The failures of the HTTP layer, answered before the request is even read. */
export function isTransportFailure(rule: FailureRule): boolean {
  return (
    rule.kind === 'status' ||
    rule.kind === 'timeout' ||
    rule.kind === 'not-json' ||
    (rule.kind === 'missing-page' && rule.as !== 'empty')
  );
}

export class Failures {
  private rules: { rule: FailureRule; hits: number }[] = [];

  add(rule: FailureRule): InjectedFailure {
    const entry = { rule, hits: 0 };
    this.rules.push(entry);
    return {
      rule,
      get hits() {
        return entry.hits;
      },
    };
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule that applies to this request, counted as one hit; undefined when none does. */
  take(endpoint: string, limit1: number | undefined, transport: boolean): FailureRule | undefined {
    const page = limit1 === undefined ? undefined : Math.floor((limit1 - 1) / PAGE_ROWS) + 1;
    const entry = this.rules.find(
      ({ rule, hits }) =>
        isTransportFailure(rule) === transport &&
        (rule.endpoint === undefined || rule.endpoint === endpoint) &&
        (rule.page === undefined || rule.page === page) &&
        (rule.times === undefined || hits < rule.times),
    );
    if (!entry) return undefined;
    entry.hits += 1;
    return entry.rule;
  }
}

/** The answer's Value with one record broken as the rule says. */
export function breakRecord(value: unknown, rule: Extract<FailureRule, { kind: 'malformed' }>): unknown {
  const field = rule.field ?? 'Price';
  const broken = 'value' in rule ? rule.value : 'not a number';
  const items =
    value !== null && typeof value === 'object' && 'Items' in value ? (value as { Items: unknown[] }).Items : null;
  const breakOne = (record: unknown) =>
    record && typeof record === 'object' ? { ...record, [field]: broken } : record;
  if (!items) return breakOne(value);
  const index =
    rule.record === undefined ? 0 : items.findIndex((item) => (item as { ID?: unknown }).ID === rule.record);
  return { ...(value as object), Items: items.map((item, i) => (i === index ? breakOne(item) : item)) };
}
