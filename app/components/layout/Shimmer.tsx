const CELLS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The loading placeholder shown while a page (other than home) loads. */
export function Shimmer() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true" aria-live="polite" data-testid="shimmer">
      <div className="shimmer mb-6 h-8 w-1/3 rounded" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {CELLS.map((n) => (
          <div key={n} className="rounded-xl bg-white p-3">
            <div className="shimmer aspect-square rounded-lg" />
            <div className="shimmer mt-3 h-4 rounded" />
            <div className="shimmer mt-2 h-4 w-1/2 rounded" />
          </div>
        ))}
      </div>
    </div>
  );
}
