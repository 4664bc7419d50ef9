/**
 * The dependency audit: `npm audit --omit=dev --json` over what the product ships; every high or
 * critical finding must be explained in auditExplanations.ts. Without a reachable audit endpoint
 * the audit says so instead of passing.
 */
import { execFile } from 'node:child_process';
import { AUDIT_EXPLANATIONS } from './auditExplanations.js';

interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; via: (string | { url?: string; title?: string })[] }>;
  error?: { summary?: string };
  message?: string;
}

export interface AuditResult {
  /** null when the audit could not run (then `why`). */
  unexplained: string[] | null;
  explained: number;
  why: string;
}

export function runAudit(cwd: string): Promise<AuditResult> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        let report: AuditReport;
        try {
          report = JSON.parse(stdout) as AuditReport;
        } catch {
          resolve({
            unexplained: null,
            explained: 0,
            why: `npm audit gave no report: ${(error?.message ?? stderr).slice(0, 160)}`,
          });
          return;
        }
        if (!report.vulnerabilities) {
          const why = report.message ?? report.error?.summary ?? stderr.split('\n')[0] ?? 'no report';
          resolve({ unexplained: null, explained: 0, why: `npm audit could not run: ${why.slice(0, 160)}` });
          return;
        }
        const unexplained: string[] = [];
        let explained = 0;
        for (const [name, finding] of Object.entries(report.vulnerabilities)) {
          if (finding.severity !== 'high' && finding.severity !== 'critical') continue;
          const advisories = finding.via
            .filter((v) => typeof v === 'object')
            .map((v) => v.url ?? v.title ?? '');
          const known = AUDIT_EXPLANATIONS[name] ?? [];
          const open = advisories.filter((a) => !known.some((k) => k.advisory === a));
          // A finding only through another package (via names it) is explained where that one is.
          if (advisories.length === 0 || open.length === 0) explained++;
          else unexplained.push(`${name} (${finding.severity}): ${open.join(', ')}`);
        }
        resolve({ unexplained, explained, why: '' });
      },
    );
  });
}
