import type { ReactNode } from 'react';
import { useAppSelector } from '../../state/hooks.ts';
import { selectConsentChecked, selectConsentDialog } from '../../state/consent/consentSlice.ts';
import { CookieDialogSlot } from './CookieDialogSlot.tsx';

/**
 * The two places the layout meets the cookie dialog, each subscribed on its own: when the
 * dialog opens or the stored choice is read, only these render again. The page's header, main
 * and footer are their children, elements React keeps as they are.
 */

/** While the dialog is open the page behind it can be neither reached nor read; not before the
 *  stored choice is read, so a returning visitor's page works before the app runs. */
export function PageBehindDialog({ className, children }: { className: string; children: ReactNode }) {
  const dialogOpen = useAppSelector(selectConsentDialog) !== 'closed';
  const checked = useAppSelector(selectConsentChecked);
  return (
    <div className={className} inert={dialogOpen && checked}>
      {children}
    </div>
  );
}

export function CookieDialogHost({ policyHref }: { policyHref: string }) {
  const dialogOpen = useAppSelector(selectConsentDialog) !== 'closed';
  return dialogOpen ? <CookieDialogSlot policyHref={policyHref} /> : null;
}
