/**
 * Calls of 'Lastschriftdateien': the list, the runs of the file job, starting one, and the download
 * of a file (the answer is XML, not JSON), after which the file is marked processed.
 */
import { type DirectDebitFile, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { sessionStore } from '../session';

export const directDebitKeys = {
  files: (organizationId: number) => ['direct-debits', 'files', organizationId] as const,
  runs: (organizationId: number) => ['direct-debits', 'runs', organizationId] as const,
};

export const directDebitFilesQuery = (organizationId: number) =>
  queryOptions({
    queryKey: directDebitKeys.files(organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.listDirectDebitFiles, { query: { organization: organizationId }, signal }),
  });

/** The latest runs; while one is under way the page asks again every second. */
export const directDebitRunsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: directDebitKeys.runs(organizationId),
    queryFn: ({ signal }) =>
      callApi(routes.listDirectDebitRuns, { query: { organization: organizationId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((run) => ['created', 'retry', 'active'].includes(run.state)) ? 1000 : false,
  });

export function startDirectDebitRun(organizationId: number) {
  return callApi(routes.startDirectDebitRun, { body: { organization: organizationId } });
}

export function confirmDirectDebitFileCollected(id: number) {
  return callApi(routes.confirmDirectDebitFileCollected, { params: { id } });
}

export function markDirectDebitFileProcessed(id: number) {
  return callApi(routes.updateDirectDebitFile, { params: { id }, body: { processed: true } });
}

/** Fetches the file's XML and hands it to the browser under its own name. */
export async function downloadDirectDebitFile(
  file: Pick<DirectDebitFile, 'id' | 'file_name'>,
): Promise<void> {
  const token = sessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(routes.downloadDirectDebitFile, { id: file.id }), {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the text is what there is
    }
    throw new ApiError(response.status, data);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
