import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';
import { needsManualSteps, phoneSystem } from './addToHome';

interface AddToHomeGuideProps {
  open: boolean;
  /** The MOBILECONFIG resource, when configured. */
  profileUrl: string | undefined;
  /** Closing notifies the parent screen (spec 02 §2). */
  onClose: () => void;
}

/** How to put the app on the home screen: manual steps on old iOS, otherwise the iOS profile download. */
export function AddToHomeGuide({ open, profileUrl, onClose }: AddToHomeGuideProps) {
  const { t } = useLingui();
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const manual = needsManualSteps(ua);
  return (
    <Dialog open={open} title={<Trans>Add to home screen</Trans>} onClose={onClose} closeLabel={t`Close`}>
      {phoneSystem(ua) === 'android' ? (
        <ol className="guide-steps">
          <li>
            <Trans>Tap the menu button (⋮) at the top right of Chrome.</Trans>
          </li>
          <li>
            <Trans>Choose “Add to Home screen” or “Install app”.</Trans>
          </li>
          <li>
            <Trans>Tap “Add”. The app icon appears on your home screen.</Trans>
          </li>
        </ol>
      ) : manual || !profileUrl ? (
        <ol className="guide-steps">
          <li>
            <Trans>Tap the Share button at the bottom of Safari.</Trans>
          </li>
          <li>
            <Trans>Choose “Add to Home Screen”.</Trans>
          </li>
          <li>
            <Trans>Tap “Add”. The app icon appears on your home screen.</Trans>
          </li>
        </ol>
      ) : (
        <div className="guide-download">
          <p>
            <Trans>Install the profile to open the app straight from your home screen.</Trans>
          </p>
          <a className="btn btn-primary" href={profileUrl}>
            <Trans>Download</Trans>
          </a>
        </div>
      )}
    </Dialog>
  );
}
