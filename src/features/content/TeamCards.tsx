import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../domain/content/types.ts';
import { CardSection, CardTitle } from './CardSection.tsx';
import { ContentPicture } from './ContentPicture.tsx';

/** A number a phone can dial: digits and "+" only; the Belgian "(0)" after +32 is not dialled. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
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
  return (
    <CardSection items={members.slice(0, Math.max(max, 0))} heading={heading} perRow={perRow}>
      {/* Several links per card, so no card-wide link: content-card--static. */}
      {(member) => <MemberCard member={member} />}
    </CardSection>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  // Language names from the catalogue, not Intl.DisplayNames: prerender and browser must agree.
  const { t } = useTranslation();
  return (
    <article className="card content-card content-card--static">
      <div className="card__body">
        {member.photo && <ContentPicture photo={member.photo} shape="portrait" />}
        <CardTitle>{member.name}</CardTitle>
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
              <dd>
                {member.languages.map((code) => t(`content.languages.${code}`, { defaultValue: code })).join(', ')}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
