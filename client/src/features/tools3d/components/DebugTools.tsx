import { useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import { $engineReady, $streamState, sendStreamCommand } from '../../../stores/streamStore.js';
import './tools3d.css';

type Outcome = { kind: 'reply'; text: string } | { kind: 'noReply' } | { kind: 'failed'; message: string };

/** `ueversn <sceneVersion>`: the version alone. */
function versionOf(reply: string | null): string | null {
  if (!reply?.startsWith('ueversn')) return null;
  return reply.slice('ueversn'.length).trim() || null;
}

/**
 * For people who build the scenes: any stream command typed by hand, with the renderer's reply, the
 * stream's state and the renderer's version. Shown only when the setting Show3DDebugTools is on.
 */
export function ShowDebugTools() {
  const settings = useAppSettings();
  if (!settings.Show3DDebugTools) return null;
  return <DebugToolsPanel />;
}

function DebugToolsPanel() {
  useSignals();
  const { t } = useTranslation();
  const [command, setCommand] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [version, setVersion] = useState<string | null>(null);

  useSignalEffect(() => {
    if (!$engineReady.value) return;
    let current = true;
    void sendStreamCommand('ueversn')
      .catch(() => null)
      .then((reply) => {
        if (current) setVersion(versionOf(reply));
      });
    return () => {
      current = false;
    };
  });

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = command.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      const reply = await sendStreamCommand(text);
      setOutcome(reply === null ? { kind: 'noReply' } : { kind: 'reply', text: reply });
      const replied = versionOf(reply);
      if (replied) setVersion(replied);
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="tools3d-debug" aria-labelledby="tools3d-debug-heading">
      <h2 id="tools3d-debug-heading">{t('tools3d.debug.heading')}</h2>
      <form onSubmit={(event) => void send(event)}>
        <input
          aria-label={t('tools3d.debug.command')}
          value={command}
          maxLength={200}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setCommand(event.currentTarget.value)}
        />
        <button type="submit" disabled={sending || command.trim() === ''}>
          {t('tools3d.debug.send')}
        </button>
      </form>
      <dl>
        <dt>{t('tools3d.debug.reply')}</dt>
        <dd role="status">{outcomeText(outcome, t)}</dd>
        <dt>{t('tools3d.debug.state')}</dt>
        <dd>{$streamState.value ?? t('tools3d.debug.none')}</dd>
        <dt>{t('tools3d.debug.version')}</dt>
        <dd>{version ?? t('tools3d.debug.none')}</dd>
      </dl>
    </section>
  );
}

function outcomeText(
  outcome: Outcome | null,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  if (!outcome) return '';
  switch (outcome.kind) {
    case 'reply':
      return outcome.text;
    case 'noReply':
      return t('tools3d.debug.noReply');
    case 'failed':
      return t('tools3d.debug.failed', { message: outcome.message });
    default: {
      const unhandled: never = outcome;
      throw new Error(`unknown outcome ${JSON.stringify(unhandled)}`);
    }
  }
}
