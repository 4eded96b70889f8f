/** Leaving the app for a payment provider's page (the test provider's redirect_url). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
