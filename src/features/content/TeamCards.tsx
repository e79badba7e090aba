import { useId } from 'react';
import { useTranslation } from '../../components/i18n.tsx';
import type { TeamMember } from './types.ts';
import { gridStyle } from './NewsCards.tsx';

/** A number a phone can dial: digits and "+" only; the Belgian "(0)" after +32 is not dialled. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
}

/** Language codes ("nl", "fr") as names in the page's language, each code if the browser has no name. */
function languageNames(codes: string[], lng: string): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lng], { type: 'language' });
  } catch {
    // An engine without DisplayNames (or an odd language tag) shows the codes.
  }
  const named = codes.map((code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  });
  return named.join(', ');
}

/** The team view: the first `max` members, in rows of `perRow`, each with the ways to reach them. */
export function TeamCards({
  members,
  max,
  perRow,
  heading,
}: {
  members: TeamMember[];
  max: number;
  perRow: number;
  heading?: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section className="content-section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="content-section__title">
          {heading}
        </h2>
      )}
      <ul className="card-grid content-grid" style={gridStyle(perRow)}>
        {members.slice(0, Math.max(max, 0)).map((member) => (
          <li key={member.key}>
            {/* Several links per card, so no card-wide link: content-card--static. */}
            <article className="card content-card content-card--static">
              <div className="card__body">
                <h3 className="card__title">{member.name}</h3>
                <p className="content-card__role">{member.role}</p>
                {member.bio && <p className="content-card__summary">{member.bio}</p>}
                <dl className="content-facts">
                  {member.email && (
                    <div>
                      <dt>{t('content.team.email')}</dt>
                      <dd>
                        <a href={`mailto:${member.email}`}>{member.email}</a>
                      </dd>
                    </div>
                  )}
                  {member.phone && (
                    <div>
                      <dt>{t('content.team.phone')}</dt>
                      <dd>
                        <a href={telHref(member.phone)}>{member.phone}</a>
                      </dd>
                    </div>
                  )}
                  {member.languages.length > 0 && (
                    <div>
                      <dt>{t('content.team.languages')}</dt>
                      <dd>{languageNames(member.languages, i18n.language)}</dd>
                    </div>
                  )}
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
