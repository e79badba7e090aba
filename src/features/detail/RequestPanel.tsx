import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { useSlots } from '../../components/slots.tsx';
import type { FormKind } from '../../domain/forms/kinds.ts';

interface Action {
  kind: FormKind;
  label: string;
}

/** The requests a listing (or a project) takes: only a question and the documents once it is sold or let. */
export function requestActions(projectId: number | undefined, goal: 0 | 1, open: boolean): Action[] {
  if (projectId !== undefined) return [{ kind: 'contact-construction', label: 'info' }];
  return [
    { kind: 'contact-me', label: 'info' },
    ...(open ? [{ kind: 'contact-appointment' as const, label: 'appointment' }] : []),
    ...(open
      ? [
          {
            kind: goal === 0 ? ('purchase-offer' as const) : ('rent-application' as const),
            label: goal === 0 ? 'offer' : 'rent',
          },
        ]
      : []),
    { kind: 'document-request', label: 'documents' },
    { kind: 'send-to-friend', label: 'friend' },
  ];
}

/**
 * The price box's request buttons: each opens its form in the request panel and takes the
 * keyboard and the screen there (the panel's heading gets the focus).
 */
export function RequestButtons({ actions, onChoose }: { actions: Action[]; onChoose: (kind: FormKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="price-box__actions" role="group" aria-label={t('detail:actions.label')}>
      {actions.map((action, index) => (
        <button
          key={action.kind}
          type="button"
          className={index === 0 ? 'button' : 'button button--secondary'}
          onClick={() => onChoose(action.kind)}
        >
          {t(`detail:actions.${action.label}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * What a visitor can ask about this listing: a question (or documents, a brochure, a visit),
 * an online visit, an offer or a rent application, the documents, a tip to a friend. The
 * forms are a separate chunk: it loads when the panel comes near the screen or a button is
 * pressed, so the page itself never waits for it.
 */
export function RequestPanel(props: {
  lng: Lng;
  propertyId?: number;
  projectId?: number;
  goal: 0 | 1;
  open: boolean;
  /** The choice when the page holds it (the price box chooses too), with its setter. */
  choice?: { chosen: FormKind | null; choose: (kind: FormKind) => void };
  /** Changes each time a price-box button is pressed: the panel's heading then takes the focus. */
  jump?: number;
}) {
  const { lng, propertyId, projectId, goal, open, choice, jump = 0 } = props;
  const { t } = useTranslation();
  const { RequestForm } = useSlots();
  const [ownChoice, setOwnChoice] = useState<FormKind | null>(null);
  const chosen = choice ? choice.chosen : ownChoice;
  const setChosen = choice ? choice.choose : setOwnChoice;
  const [near, setNear] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (jump > 0) heading.current?.focus();
  }, [jump]);

  useEffect(() => {
    const node = panel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px 300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const actions = requestActions(projectId, goal, open);
  const kind = chosen ?? (near ? (actions[0]?.kind ?? null) : null);
  const context = projectId !== undefined ? { projectId } : { propertyId };

  return (
    <section id="request" ref={panel} className="detail-section request-panel" aria-labelledby="request-title">
      <h2 id="request-title" ref={heading} tabIndex={-1}>
        {t('detail:actions.label')}
      </h2>
      {actions.length > 1 && (
        <div className="request-panel__actions" role="group" aria-labelledby="request-title">
          {actions.map((action) => (
            <button
              key={action.kind}
              type="button"
              className="button button--secondary"
              aria-pressed={kind === action.kind}
              onClick={() => setChosen(action.kind)}
            >
              {t(`detail:actions.${action.label}`)}
            </button>
          ))}
        </div>
      )}
      {kind && <RequestForm key={kind} kind={kind} lng={lng} context={context} heading="h3" />}
    </section>
  );
}
