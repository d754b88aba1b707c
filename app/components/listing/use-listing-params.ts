import { useSearchParams } from "react-router";

/**
 * The listing's query and a way to change it. A change starts from the address as it is at that
 * moment, not from the last render: a filter's navigation may have committed while its re-render
 * (a transition) is still on its way, and a sort chosen then must keep that filter.
 */
export function useListingParams(): [URLSearchParams, (change: (now: URLSearchParams) => URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const update = (change: (now: URLSearchParams) => URLSearchParams) => {
    const now = typeof window === "undefined" ? params : new URLSearchParams(window.location.search);
    setParams(change(now), { preventScrollReset: true });
  };
  return [params, update];
}
