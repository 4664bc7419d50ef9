/**
 * Calls made outside React Query (loading or creating a configuration on navigation) report their
 * failures here, so they follow the same error policy as every query; the app registers the policy.
 */
let reporter: (error: unknown) => void = (error) => console.warn(error);

export function setApiErrorReporter(report: (error: unknown) => void): void {
  reporter = report;
}

export function reportApiError(error: unknown): void {
  reporter(error);
}
