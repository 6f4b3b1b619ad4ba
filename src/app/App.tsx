import { Trans } from '@lingui/react/macro';

/** The app's root. The full shell, routes and guards come with the app foundation. */
export function App() {
  return (
    <main>
      <h1>
        <Trans>Home</Trans>
      </h1>
    </main>
  );
}
