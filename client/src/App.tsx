import { useEffect, useState } from 'react';

type Readiness = 'checking' | 'ready' | 'not ready';

/** The start page until the model selection takes its place. */
export function App() {
  const [readiness, setReadiness] = useState<Readiness>('checking');
  useEffect(() => {
    fetch('/readyz')
      .then((response) => setReadiness(response.ok ? 'ready' : 'not ready'))
      .catch(() => setReadiness('not ready'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', maxWidth: 720 }}>
      <h1>Vehicle configurator</h1>
      <p>KTM, Husqvarna and GASGAS motorcycles and the KTM X-Bow.</p>
      <p role="status">Service: {readiness}</p>
    </main>
  );
}
