/**
 * Schema of snapshot/config/purchase-costs.json, the dated rates and amounts of a Belgian
 * purchase. It runs at build time (the snapshot check calls `checkPurchaseCosts`), so a
 * figure without its source, a date that is not a date or a scale out of order stops the
 * build with the field and the reason, instead of reaching a buyer as a wrong total.
 */
import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: the regex alone would let 2025-02-30 through. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `missing ${what}` : `${what} must be a date string`) })
    .regex(ISO_DATE, `${what}: expected an ISO date, YYYY-MM-DD`)
    .refine(isCalendarDate, `${what}: not a calendar date`);

/**
 * The pages a figure may cite: the regional tax administrations, the federal government and
 * FPS Finance, the notaries' federation, and the Belgian Official Journal (ejustice, or its
 * openjustice mirror). A figure copied from a blog has to say so in its note, not here.
 */
export const OFFICIAL_SOURCE_DOMAINS = [
  'vlaanderen.be',
  'wallonie.be',
  'fiscalite.brussels',
  'fiscaliteit.brussels',
  'belgium.be',
  'fgov.be',
  'notaire.be',
  'notaris.be',
  'fednot.be',
  'openjustice.be',
] as const;

function isOfficialHost(url: string): boolean {
  const host = new URL(url).hostname;
  return OFFICIAL_SOURCE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

const source = z
  .url({
    protocol: /^https$/,
    error: (issue) => (issue.input === undefined ? 'missing source' : 'source: expected an https URL'),
  })
  .refine(isOfficialHost, `source: expected an official page (${OFFICIAL_SOURCE_DOMAINS.join(', ')})`);

const note = z.string().trim().min(1, 'an empty note: leave it out or say something');

const rate = z
  .number({ error: (issue) => (issue.input === undefined ? 'missing value' : 'a rate must be a number') })
  .min(0, 'a rate cannot be negative')
  .max(1, 'a rate is a fraction (0.12 for 12 %), not a percentage');

const amount = z
  .number({ error: (issue) => (issue.input === undefined ? 'missing value' : 'an amount must be a number') })
  .min(0, 'an amount cannot be negative');

const postcodes = z.record(
  z.string().min(1, 'a municipality name'),
  z.array(z.string().regex(/^\d{4}$/, 'expected a four-digit postcode')).min(1, 'a municipality needs a postcode'),
);

/**
 * One figure: its value, the day it applies from and the page that states it. An estimate
 * must say so (`estimate: true`) and explain itself in its note, so the UI can mark it.
 */
function dated<T extends z.ZodType>(value: T) {
  return z
    .strictObject({ value, from: isoDate('from'), source, estimate: z.boolean().optional(), note: note.optional() })
    .refine((figure) => !figure.estimate || figure.note !== undefined, {
      path: ['note'],
      message: 'an estimate needs a note saying what it is based on',
    });
}

const bracket = z.strictObject({
  upTo: z
    .number({ error: 'upTo: expected the bracket upper bound in euros, or null for the top bracket' })
    .positive('upTo: a bracket bound must be above 0')
    .nullable(),
  rate,
});

/**
 * A marginal scale: each rate applies to the part of the price within its bracket. A scale
 * whose figures are not confirmed says so (`estimate: true`, explained in its note), like a figure.
 */
const scale = z
  .strictObject({
    from: isoDate('from'),
    source,
    estimate: z.boolean().optional(),
    note: note.optional(),
    brackets: z.array(bracket).min(1),
  })
  .superRefine((value, ctx) => {
    if (value.estimate && value.note === undefined) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'an estimate needs a note saying what it is based on' });
    }
    const { brackets } = value;
    brackets.forEach((b, i) => {
      const last = i === brackets.length - 1;
      if (b.upTo === null && !last) {
        ctx.addIssue({
          code: 'custom',
          path: ['brackets', i, 'upTo'],
          message: 'only the last bracket may be open (upTo null)',
        });
      }
      if (b.upTo !== null && last) {
        ctx.addIssue({
          code: 'custom',
          path: ['brackets', i, 'upTo'],
          message: 'the last bracket must be open (upTo null): a price above it would get no fee',
        });
      }
      const previous = brackets[i - 1]?.upTo;
      if (i > 0 && b.upTo !== null && typeof previous === 'number' && b.upTo <= previous) {
        ctx.addIssue({
          code: 'custom',
          path: ['brackets', i, 'upTo'],
          message: `brackets out of order: ${b.upTo} does not rise above the previous bound ${previous}`,
        });
      }
    });
  });

export const purchaseCostsSchema = z
  .strictObject({
    asOf: isoDate('asOf'),
    note: note.optional(),
    registrationDuty: z.strictObject({
      flanders: z.strictObject({
        note: note.optional(),
        standardRate: dated(rate),
        onlyHomeRate: dated(rate),
        onlyHomeReduction: dated(amount),
        onlyHomeReductionCeiling: dated(amount),
        onlyHomeReductionCeilingHigher: dated(amount),
        higherCeilingPostcodes: dated(postcodes),
      }),
      wallonia: z.strictObject({ note: note.optional(), standardRate: dated(rate), onlyHomeRate: dated(rate) }),
      brussels: z.strictObject({
        note: note.optional(),
        standardRate: dated(rate),
        onlyHomeAbatement: dated(amount),
        onlyHomeAbatementCeiling: dated(amount),
      }),
    }),
    vat: z.strictObject({ newBuildRate: dated(rate), notaryRate: dated(rate) }),
    notary: z.strictObject({
      feeScale: scale,
      onlyHomeFeeScale: scale,
      administrativeCosts: dated(amount),
      disbursements: dated(amount),
    }),
    fees: z.strictObject({ registryFee: dated(amount), writingDuty: dated(amount) }),
  })
  .superRefine((config, ctx) => {
    // A figure dated after asOf is not in force yet on the day the file claims to describe.
    const walk = (node: unknown, path: (string | number)[]) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'from' && typeof child === 'string' && child > config.asOf) {
          ctx.addIssue({ code: 'custom', path: [...path, key], message: `from ${child} is after asOf ${config.asOf}` });
        } else {
          walk(child, [...path, key]);
        }
      }
    };
    walk(config, []);
    const flanders = config.registrationDuty.flanders;
    if (flanders.onlyHomeReductionCeilingHigher.value < flanders.onlyHomeReductionCeiling.value) {
      ctx.addIssue({
        code: 'custom',
        path: ['registrationDuty', 'flanders', 'onlyHomeReductionCeilingHigher', 'value'],
        message: 'the higher ceiling is below the ordinary one',
      });
    }
  });

export type PurchaseCostsConfig = z.infer<typeof purchaseCostsSchema>;

/** One problem of the file: the dotted path of the field and what is wrong with it. */
export interface PurchaseCostsProblem {
  field: string;
  reason: string;
}

/** Every problem of a parsed purchase-costs.json, none when it is valid. */
export function checkPurchaseCosts(json: unknown): PurchaseCostsProblem[] {
  const result = purchaseCostsSchema.safeParse(json);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    reason: issue.message,
  }));
}
