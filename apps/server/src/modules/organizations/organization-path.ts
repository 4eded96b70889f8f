/** The materialised path of an organisation: '/1/5/12/' for 12 below 5 below the root 1. */
export function parsePath(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part.length > 0)
    .map(Number);
}

export function formatPath(ids: readonly number[]): string {
  return `/${ids.join('/')}/`;
}
