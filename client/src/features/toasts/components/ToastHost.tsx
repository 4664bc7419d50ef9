import { useSignals } from '@preact/signals-react/runtime';
import { $toast } from '../../../stores/toastStore.js';
import '../toasts.css';

export function ToastHost() {
  useSignals();
  const toast = $toast.value;
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast.visible ? (
        <div className="toast" key={toast.message}>
          {toast.message}
        </div>
      ) : null}
    </div>
  );
}
