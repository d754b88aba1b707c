import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { useNavigationFailures } from "../../lib/navigation-failures";

/** How long a failed navigation's bar stays full and in the error colour before it fades. */
export const FAILED_BAR_MS = 2000;

/**
 * The top progress bar (spec section 9): creeps towards 99 % while loading, then finishes; a
 * navigation that ends on an error screen fills it in the error colour (`.progress-bar.error`).
 * It sits in the root layout, so it stays on screen when a page's error boundary takes over.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  const failures = useNavigationFailures();
  const [since, setSince] = useState(failures);
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const failed = visible && failures > since;

  // read, not reacted to: the effect runs when loading starts or stops
  const wasVisible = useEffectEvent(() => visible);
  const hasFailed = useEffectEvent(() => failed);
  const failuresNow = useEffectEvent(() => failures);
  useEffect(() => {
    clearInterval(timer.current);
    if (loading) {
      setSince(failuresNow());
      setVisible(true);
      setWidth(10);
      timer.current = setInterval(() => setWidth((w) => Math.min(99, w + (99 - w) * 0.1)), 200);
    } else if (wasVisible()) {
      setWidth(100);
      // (an error boundary notes its failure after this runs: the bar checks again when it would go)
      const done = setTimeout(() => {
        if (hasFailed()) return;
        setVisible(false);
        setWidth(0);
      }, 400);
      return () => clearTimeout(done);
    }
    return () => clearInterval(timer.current);
  }, [loading]);
  useEffect(() => {
    if (!failed) return;
    setWidth(100);
    const done = setTimeout(() => {
      setVisible(false);
      setWidth(0);
    }, FAILED_BAR_MS);
    return () => clearTimeout(done);
  }, [failed]);

  if (!visible) return null;
  return (
    <div
      className={failed ? "progress-bar error" : "progress-bar"}
      role="progressbar"
      aria-valuenow={Math.round(width)}
      aria-valuemin={0}
      aria-valuemax={100}
      data-testid="progress-bar"
      data-failed={failed || undefined}
      style={{ width: `${width}%`, opacity: width >= 100 && !failed ? 0 : 1 }}
    />
  );
}
