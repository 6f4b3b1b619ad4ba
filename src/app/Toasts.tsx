import { useSnapshot } from 'valtio';
import { state as uiState } from '../stores/ui';

/** Toasts and the delayed loader, announced to screen readers. */
export function Toasts() {
  const ui = useSnapshot(uiState);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {ui.toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          {toast.text}
        </div>
      ))}
      {ui.loaderVisible && <div className="toast toast-loading spinner" aria-label="…" />}
    </div>
  );
}
