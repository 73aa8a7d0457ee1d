/** Paths inside the console (the router's basename `/admin` is added by react-router). */
export const paths = {
  login: '/login',
  dashboard: '/',
  reviews: (status?: string) => (status ? `/reviews?status=${status}` : '/reviews'),
  review: (id: number | string) => `/reviews/${id}`,
  orders: (status?: string) => (status ? `/orders?status=${status}` : '/orders'),
  afterSales: (status?: string) => (status ? `/after-sales?status=${status}` : '/after-sales'),
  audit: '/audit',
};

/** A same-console path to return to after login; anything else goes to the dashboard. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}
