import { useDeferredValue } from "react";

/**
 * A query's result whose first data renders in the background: the query's
 * own update (synchronous, as useQuery's store is) leaves the page as it was,
 * and React then renders what arrived in slices of a few milliseconds,
 * yielding to the browser between them, rather than the whole list in one
 * long task. Once data is shown, later changes (a check-off, a refetch, the
 * server's answer to a mutation) render at once, as they always did.
 */
export function useDeferredArrival<T extends { isPending: boolean }>(result: T): T {
  const deferred = useDeferredValue(result);
  return deferred.isPending ? deferred : result;
}
