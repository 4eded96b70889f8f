/**
 * Calls of the plan spreadsheet and the direct links: file downloads (the answer is a file, not
 * JSON), the import upload (multipart), and the direct links of a plan.
 */
import {
  API_PREFIX,
  type PlanImportResult,
  planImportResult,
  type RouteDefinition,
  routes,
} from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, authorizationHeaders, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { sessionStore } from '../session';

export const planExportKeys = {
  directLinks: (planId: number, organizationId: number) =>
    ['plan-export', 'direct-links', planId, organizationId] as const,
};

export const planDirectLinksQuery = (planId: number, organizationId: number) =>
  queryOptions({
    queryKey: planExportKeys.directLinks(planId, organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.getPlanDirectLinks, {
        params: { id: planId },
        query: { organization: organizationId },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The platform's session token, or the church-tax app's bearer token for its routes. */
function authHeaders(route: RouteDefinition): Record<string, string> {
  if (route.api === 'kirchgeld') return authorizationHeaders(route);
  const token = sessionStore.getState().token;
  return token ? { Authorization: `Token ${token}` } : {};
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    return new ApiError(response.status, JSON.parse(text));
  } catch {
    return new ApiError(response.status, text);
  }
}

/** The file name the server gave (`filename*` in UTF-8 first), else the fallback. */
export function readFileName(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a broken encoding: try the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Fetches a file of the API and hands it to the browser as a download; answers its name. */
export async function downloadApiFile(
  route: RouteDefinition,
  params: unknown,
  query: unknown,
  fallbackName: string,
  /** a download answered to a POST (a ZIP of chosen files) */
  post?: { body: unknown },
): Promise<string> {
  const response = await send(buildApiUrl(route, params, query), {
    headers: {
      ...authHeaders(route),
      ...(post ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(post ? { method: 'POST', body: JSON.stringify(post.body) } : {}),
  });
  if (!response.ok) throw await readError(response);
  const fileName = readFileName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadPlanExport(organizationId: number, query: { start__gte: string; start__lt: string }) {
  return downloadApiFile(routes.exportPlans, { id: organizationId }, query, 'Kollektenplan.xlsx');
}

export function downloadPlanTemplate(organizationId: number) {
  return downloadApiFile(
    routes.getPlanTemplate,
    { id: organizationId },
    undefined,
    'Kollektenplan_Vorlage.xlsx',
  );
}

/** `POST organization/{id}/import_collection_plans/` as multipart with the file. */
export async function importPlanFile(
  organizationId: number,
  file: File,
  dryRun: boolean,
): Promise<PlanImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send(
    buildApiUrl(routes.importPlans, { id: organizationId }, { dry_run: dryRun ? 'true' : 'false' }),
    {
      method: 'POST',
      headers: { Accept: 'application/json', ...authHeaders(routes.importPlans) },
      body: form,
    },
  );
  if (!response.ok) throw await readError(response);
  const parsed = planImportResult.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiError(0, null, API_MESSAGES.unexpectedAnswer(`${API_PREFIX}${routes.importPlans.path}`));
  }
  return parsed.data;
}

/** The lines of a refused import (`file` and `rows` of the 400 answer). */
export function readImportReport(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.data !== 'object' || !error.data) {
    return null;
  }
  const data = error.data as { file?: unknown; rows?: unknown };
  const lines = [data.file, data.rows].flatMap((list) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
  );
  return lines.length > 0 ? lines : null;
}
